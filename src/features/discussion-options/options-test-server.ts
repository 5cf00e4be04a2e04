import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";

/** One call the in-process API received, as the browser sent it. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

/** The real API server in the test's process, reached through a `fetch` that injects each call. */
export interface OptionsTestServer {
  app: FastifyInstance;
  /** Every call so far, in order. */
  calls: SentCall[];
  /** A fetch for `vi.stubGlobal("fetch", ...)`, signed in as `userName` (a guest when omitted). */
  fetchAs(userName?: string): Promise<typeof fetch>;
}

/**
 * Test helper: builds the demo app on an in-memory database and answers the component's API calls
 * from it, so the tests run against the real routes, permissions and records instead of a script.
 */
export async function startOptionsTestServer(): Promise<OptionsTestServer> {
  const app = await buildTestApp();
  const calls: SentCall[] = [];
  async function fetchAs(userName?: string): Promise<typeof fetch> {
    const cookie = userName ? await signInAs(app, userName) : undefined;
    return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      if (cookie) headers.cookie = cookie;
      const method = (init.method ?? "GET").toUpperCase();
      const payload = typeof init.body === "string" ? init.body : undefined;
      const response = await app.inject({
        method: method as "GET",
        url: url.pathname + url.search,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      calls.push({
        method,
        path: url.pathname.replace(/^\/api\/v2\//, "") + url.search,
        body: payload === undefined ? undefined : JSON.parse(payload),
        status: response.statusCode,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
      const hasBody = response.statusCode !== 204 && response.body !== "";
      return new Response(hasBody ? response.body : null, {
        status: response.statusCode,
        headers: responseHeaders,
      });
    }) as typeof fetch;
  }
  return { app, calls, fetchAs };
}

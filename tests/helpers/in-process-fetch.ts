import { act } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { GUEST_USER, sessionStore } from "../../runtime/data/session-store";
import type { Me } from "../../schemas/entities/user.schema";
import type { PermissionsRecord } from "../../schemas/entities/permissions.schema";
import type { BuildAppOptions } from "../../server/app";
import { buildTestApp, signInAs } from "./server";

/** One call the in-process API received, as the browser sent it. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

/** The real API server in the test's process, reached through a `fetch` that injects each call. */
export interface InProcessApi {
  app: FastifyInstance;
  /** Every call so far, in order. */
  calls: SentCall[];
  /** A fetch for `vi.stubGlobal("fetch", ...)`, signed in as `userName` (a guest when omitted). */
  fetchAs(userName?: string): Promise<typeof fetch>;
}

/**
 * Test helper: a `fetch` that answers every call from `app` through `inject`, sending `cookie` when
 * given, and records each call in `calls`.
 */
function injectingFetch(app: FastifyInstance, cookie: string | undefined, calls: SentCall[]): typeof fetch {
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

/**
 * Test helper: builds the demo app on an in-memory database and answers the component's API calls
 * from it, so the tests run against the real routes, permissions and records instead of a script.
 */
export async function startInProcessApi(options: Partial<BuildAppOptions> = {}): Promise<InProcessApi> {
  const app = await buildTestApp({ seed: "demo", ...options });
  const calls: SentCall[] = [];
  async function fetchAs(userName?: string): Promise<typeof fetch> {
    const cookie = userName ? await signInAs(app, userName) : undefined;
    return injectingFetch(app, cookie, calls);
  }
  return { app, calls, fetchAs };
}

/**
 * Test helper: signs a demo user in on the in-process server (a guest when `userName` is omitted),
 * routes `fetch` there with their cookie and puts them, their permissions and `config` into the
 * session store, as the boot payload would. The calls it makes are not kept in `api.calls`.
 */
export async function signInThrough(
  api: InProcessApi,
  userName?: string,
  config: Record<string, unknown> = {},
): Promise<void> {
  const fetch = await api.fetchAs(userName);
  vi.stubGlobal("fetch", fetch);
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`/api/v2/${path}`);
    if (response.status !== 200) throw new Error(`GET ${path} as ${userName ?? "guest"}: ${response.status}`);
    return (await response.json()) as T;
  };
  const user = userName ? await read<Me>("users/me") : GUEST_USER;
  const record = await read<PermissionsRecord>("users/$me/permissions?expand=junctions");
  api.calls.length = 0;
  act(() =>
    sessionStore.update((state) => {
      state.user = user;
      state.permissions = { status: "success", record };
      state.config = config;
    }),
  );
}

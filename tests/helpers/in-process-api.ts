import { act } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { signInAs, writeHeaders } from "./server";
import { startInProcessApi, type InProcessApi } from "./in-process-fetch";
import { resetSession } from "./session";

type Method = "POST" | "PUT" | "PATCH" | "DELETE" | "GET";

// One sign-in per user and server: signing in hashes a password, which is slow on purpose.
const signedIn = new WeakMap<InProcessApi, Map<string, string>>();

/** Test helper: an API call straight to the in-process server as a demo user, for setting data up. */
export async function apiAs(
  server: InProcessApi,
  userName: string,
  method: Method,
  url: string,
  payload?: object,
): Promise<{ status: number; json: () => unknown }> {
  const cookies = signedIn.get(server) ?? new Map<string, string>();
  signedIn.set(server, cookies);
  let cookie = cookies.get(userName);
  if (!cookie) {
    cookie = await signInAs(server.app, userName);
    cookies.set(userName, cookie);
  }
  const response = await server.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, json: () => response.json() };
}

/**
 * Test helper: starts the in-process API (built with `options`) before the file's tests and closes
 * it after them; after each test, fetch, the session and the page are reset. `extra` is returned
 * with the API's fields added, filled in by the time a test runs.
 */
export function setUpInProcessApi<Extra extends object>(
  extra: Extra,
  options?: Parameters<typeof startInProcessApi>[0],
): InProcessApi & Extra {
  const server = extra as InProcessApi & Extra;
  beforeAll(async () => {
    Object.assign(server, await startInProcessApi(options));
  }, 60_000);
  afterAll(() => server.app.close());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
    act(() => document.body.replaceChildren());
  });
  return server;
}

import { expect } from "vitest";
import { request, type APIRequestContext, type BrowserContext } from "playwright-core";

type Cookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];

/** Headers of a state-changing API request (the server's CSRF check). */
export const XHR = { "X-Requested-With": "XMLHttpRequest" };

/**
 * Signs each user in once per file and hands the session cookie to every context that asks: the
 * server allows 30 sign-ins per IP and 10 per username in 5 minutes, and the whole e2e suite shares
 * one server, so signing in per test would trip the limit.
 */
export function sessionCache(baseURL: string) {
  const cache = new Map<string, Promise<Cookies>>();
  const signIn = async (username: string): Promise<Cookies> => {
    const api = await request.newContext({ baseURL });
    try {
      const response = await api.post("/api/v2/session", {
        headers: XHR,
        data: { username, password: "plaza-demo" },
      });
      expect(response.status()).toBe(200);
      return (await api.storageState()).cookies;
    } finally {
      await api.dispose();
    }
  };
  const cookiesOf = (username: string): Promise<Cookies> => {
    let cookies = cache.get(username);
    if (!cookies) {
      cookies = signIn(username);
      cache.set(username, cookies);
    }
    return cookies;
  };
  return {
    /** Makes `context` signed in as `username`. */
    async signInAs(context: BrowserContext, username: string): Promise<void> {
      await context.addCookies(await cookiesOf(username));
    },
    /** A request context of its own signed in as `username`; dispose of it after use. */
    async apiAs(username: string): Promise<APIRequestContext> {
      return request.newContext({
        baseURL,
        storageState: { cookies: await cookiesOf(username), origins: [] },
      });
    },
  };
}

/** The ID of the category called `name`, found as a member finds it in the category picker. */
export async function categoryIDByName(api: APIRequestContext, name: string): Promise<number> {
  const response = await api.get(`/api/v2/categories/search?query=${encodeURIComponent(name)}`);
  const rows = (await response.json()) as Array<{ categoryID: number; name: string }>;
  const row = rows.find((category) => category.name === name);
  expect(row).toBeDefined();
  return row!.categoryID;
}

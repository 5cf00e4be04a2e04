import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createSession, SESSION_COOKIE } from "../../auth/sessions";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A demo app with some of its users signed in, for the roles and members API tests. */
export interface SessionApi<U extends string> {
  app: FastifyInstance;
  cookies: Record<U, string>;
  /** An API call (`url` below `/api/v2`) as one of the users, or as a guest; writes carry the CSRF header. */
  call(method: Method, url: string, as?: U, payload?: unknown): Promise<LightMyRequestResponse>;
  /** A demo user's ID by name. */
  idOf(name: string): Promise<number>;
}

/**
 * Builds the demo app before the file's tests and signs `users` in by sessions made as sign-in makes
 * them (no password round per user: the suite shares two cores); closes it after them.
 */
export function setUpSessionApi<U extends string>(users: readonly U[]): SessionApi<U> {
  const api: SessionApi<U> = {
    app: undefined as unknown as FastifyInstance,
    cookies: {} as Record<U, string>,
    call(method, url, as, payload) {
      return api.app.inject({
        method,
        url: `/api/v2${url}`,
        headers: { ...writeHeaders, ...(as ? { cookie: api.cookies[as] } : {}) },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async idOf(name) {
      const row = await api.app.db
        .selectFrom("users")
        .select("userID")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return row.userID;
    },
  };
  beforeAll(async () => {
    api.app = await buildTestApp({ seed: "demo" });
    for (const name of users) {
      const session = await createSession(api.app.db, await api.idOf(name));
      api.cookies[name] = `${SESSION_COOKIE}=${session.token}`;
    }
  }, 60_000);
  afterAll(() => api.app?.close());
  return api;
}

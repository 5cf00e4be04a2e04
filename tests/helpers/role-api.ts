import { afterAll, beforeAll, expect } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "./server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A demo app signed in as each of a test file's roles, with the ids most API tests need. */
export interface RoleApi<R extends string> {
  app: FastifyInstance;
  cookies: Record<R, string>;
  /** The General category (members may post there). */
  generalID: number;
  /** A discussion in the Staff Room, which members can neither see nor post in. */
  staffDiscussionID: number;
  /** An API call (`url` below `/api/v2`) as one of the roles, or as a guest; writes carry the CSRF header. */
  call(method: Method, url: string, as?: R, payload?: unknown): ReturnType<FastifyInstance["inject"]>;
}

/**
 * Builds the app before the file's tests (signing each role in) and closes it after them; the
 * fields are filled in by the time a test runs.
 */
export function setUpRoleApi<R extends string>(roles: readonly R[]): RoleApi<R> {
  const api = {
    cookies: {} as Record<R, string>,
    generalID: 0,
    staffDiscussionID: 0,
    call(method, url, as, payload) {
      return api.app.inject({
        method,
        url: `/api/v2${url}`,
        headers: { ...writeHeaders, ...(as ? { cookie: api.cookies[as] } : {}) },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
  } as RoleApi<R>;
  beforeAll(async () => {
    api.app = await buildTestApp({ seed: "demo" });
    for (const role of roles) api.cookies[role] = await signInAs(api.app, role);
    api.generalID = await categoryIDOf(api.app, "general");
    const staffRoomID = await categoryIDOf(api.app, "staff-room");
    const staff = await api.app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "=", staffRoomID)
      .executeTakeFirstOrThrow();
    api.staffDiscussionID = staff.discussionID;
  });
  afterAll(() => api.app.close());
  return api;
}

/** A rich2 body of one paragraph with `words`. */
export const rich2Paragraph = (words: string): string =>
  JSON.stringify([{ type: "p", children: [{ text: words }] }]);

/** Posts a discussion in General as `as` and answers its id. */
export async function postDiscussion<R extends string>(
  api: RoleApi<R>,
  as: R,
  name: string,
  words: string,
): Promise<number> {
  const response = await api.call("POST", "/discussions", as, {
    name,
    body: rich2Paragraph(words),
    categoryID: api.generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discussionID as number;
}

/** Posts a comment (a reply to `parentCommentID` when given) as `as` and answers its id. */
export async function postComment<R extends string>(
  api: RoleApi<R>,
  as: R,
  discussionID: number,
  words: string,
  parentCommentID?: number,
): Promise<number> {
  const response = await api.call("POST", "/comments", as, {
    discussionID,
    body: rich2Paragraph(words),
    ...(parentCommentID ? { parentCommentID } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().commentID as number;
}

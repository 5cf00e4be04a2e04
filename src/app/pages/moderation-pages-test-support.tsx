import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import type { InProcessApi } from "../../../tests/helpers/in-process-fetch";

type Method = "POST" | "PATCH" | "DELETE" | "GET";

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
 * Test helper: the seeded public discussions (outside the Staff Room, not announced) that have
 * comments, oldest first. Tests take one each, so none sees another's changes. Posts are not written
 * through the API here: bodies render in worker threads, which the browser-like test environment
 * cannot start; title edits and deletes render nothing.
 */
export async function publicDiscussionIDs(server: InProcessApi): Promise<number[]> {
  const staffRoomID = await categoryIDOf(server.app, "staff-room");
  const rows = await server.app.db
    .selectFrom("discussions")
    .select("discussionID")
    .where("categoryID", "!=", staffRoomID)
    .where("pinned", "=", 0)
    .where("countComments", ">", 0)
    .orderBy("discussionID")
    .execute();
  return rows.map((row) => row.discussionID);
}

/** Test helper: the comments of a discussion with their author's name, oldest first. */
export async function commentsOf(server: InProcessApi, discussionID: number) {
  return server.app.db
    .selectFrom("comments")
    .innerJoin("users", "users.userID", "comments.insertUserID")
    .select(["comments.commentID", "comments.bodyText", "users.name"])
    .where("comments.discussionID", "=", discussionID)
    .where("comments.deleted", "=", 0)
    .orderBy("comments.commentID")
    .execute();
}

/** Renders a page at `path` (query included) with a router of its own and an empty swr cache. */
export function renderAt(path: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </SWRConfig>,
  );
  return location;
}

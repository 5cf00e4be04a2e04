import { act, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { publicDiscussionIDs, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";

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

/** The in-process API of a moderation page test file, and the public discussions it hands out. */
export interface ModerationPagesServer extends InProcessApi {
  /** A seeded public discussion with comments no earlier test took. */
  nextDiscussionID(): number;
}

/**
 * Test helper: starts the in-process API before the file's tests (`prepare` runs on it first) and
 * closes it after them; after each test, fetch, the session and the page are reset. The fields are
 * filled in by the time a test runs.
 */
export function setUpModerationPages(
  prepare: (server: InProcessApi) => Promise<void> = async () => {},
): ModerationPagesServer {
  let unused: number[] = [];
  const server = {
    nextDiscussionID() {
      const id = unused.shift();
      if (id === undefined) throw new Error("no public discussion left for this test");
      return id;
    },
  } as ModerationPagesServer;
  beforeAll(async () => {
    Object.assign(server, await startInProcessApi());
    await prepare(server);
    // Posts are not written through the API here: bodies render in worker threads, which the
    // browser-like test environment cannot start; title edits and deletes render nothing.
    unused = await publicDiscussionIDs(server.app, { withComments: true });
  }, 30_000);
  afterAll(() => server.app.close());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
    act(() => document.body.replaceChildren());
  });
  return server;
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

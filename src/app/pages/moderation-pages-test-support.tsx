import { render } from "@testing-library/react";
import { beforeAll } from "vitest";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { publicDiscussionIDs } from "../../../tests/helpers/server";
import type { InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../tests/helpers/in-process-api";

export { apiAs, setUpInProcessApi } from "../../../tests/helpers/in-process-api";

/** The in-process API of a moderation page test file, and the public discussions it hands out. */
export interface ModerationPagesServer extends InProcessApi {
  /** A seeded public discussion with comments no earlier test took. */
  nextDiscussionID(): number;
}

/**
 * Test helper: the in-process API of {@link setUpInProcessApi}; `prepare` runs on it before the
 * file's tests, then the public discussions are listed for {@link ModerationPagesServer.nextDiscussionID}.
 */
export function setUpModerationPages(
  prepare: (server: InProcessApi) => Promise<void> = async () => {},
): ModerationPagesServer {
  let unused: number[] = [];
  const server = setUpInProcessApi({
    nextDiscussionID() {
      const id = unused.shift();
      if (id === undefined) throw new Error("no public discussion left for this test");
      return id;
    },
  });
  beforeAll(async () => {
    await prepare(server);
    // Posts are not written through the API here: bodies render in worker threads, which the
    // browser-like test environment cannot start; title edits and deletes render nothing.
    unused = await publicDiscussionIDs(server.app, { withComments: true });
  }, 30_000);
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

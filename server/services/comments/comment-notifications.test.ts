// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { insertMembers } from "../../../tests/helpers/members";
import { buildTestApp } from "../../../tests/helpers/server";
import { loadViewer } from "../../auth/viewer";
import { loadThread } from "./comment-access";
import { notifyAboutComment } from "./comment-notifications";
import { countingQueries } from "../../../tests/helpers/query-count";

// Runs on SQLite, and on PostgreSQL when PLAZA_TEST_DATABASE_URL is set.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;

/** Adds `count` members (with the member role, or banned) who bookmarked `discussionID`. */
async function addBookmarkers(prefix: string, count: number, discussionID: number, banned = false) {
  const userIDs = await insertMembers(app.db, prefix, count, { banned });
  await app.db
    .insertInto("user_discussions")
    .values(
      userIDs.map((userID) => ({
        userID,
        discussionID,
        bookmarked: 1,
        dismissed: 0,
        countCommentsRead: 0,
        dateLastViewed: null,
      })),
    )
    .execute();
}

/** Tells the bookmarkers of `discussionID` about a new comment by member2, counting the queries. */
async function notifyCounting(discussionID: number, commentID: number): Promise<number> {
  const counting = countingQueries(app.db);
  const writer = await userIDOf("member2");
  const thread = await loadThread(app.db, await loadViewer(app.db, writer), discussionID);
  await notifyAboutComment(counting.db, {
    comment: { commentID, parentCommentID: null, insertUserID: writer },
    thread,
    writerName: "member2",
    mentions: [],
  });
  return counting.count();
}

const bookmarkNotices = async (commentID: number) =>
  app.db
    .selectFrom("notifications")
    .innerJoin("users", "users.userID", "notifications.userID")
    .select("users.name")
    .where("notifications.reason", "=", "bookmark")
    .where("notifications.recordID", "=", commentID)
    .orderBy("users.name")
    .execute();

describe("notifyAboutComment", () => {
  it("tells every member who bookmarked the discussion in a fixed number of queries, however many (no N+1)", async () => {
    const [few, many] = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .orderBy("discussionID")
      .limit(2)
      .execute();
    await addBookmarkers("fewreader", 2, few!.discussionID);
    await addBookmarkers("manyreader", 40, many!.discussionID);
    await addBookmarkers("bannedreader", 3, many!.discussionID, true);
    const fewQueries = await notifyCounting(few!.discussionID, 900_001);
    const manyQueries = await notifyCounting(many!.discussionID, 900_002);
    expect(manyQueries).toBe(fewQueries);
    const told = (await bookmarkNotices(900_002)).map((row) => row.name);
    // Banned members are not told; every other bookmarker is, once.
    expect(told.filter((name) => name.startsWith("manyreader"))).toHaveLength(40);
    expect(told.some((name) => name.startsWith("bannedreader"))).toBe(false);
    expect(new Set(told).size).toBe(told.length);
  });
});

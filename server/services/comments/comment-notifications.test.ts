// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildCategory, buildDiscussion, buildUser, type BuiltUser } from "../../../tests/helpers/factories";
import { insertMembers } from "../../../tests/helpers/members";
import { buildTestApp } from "../../../tests/helpers/server";
import { loadViewer } from "../../auth/viewer";
import { loadThread } from "./comment-access";
import { notifyAboutComment } from "./comment-notifications";
import { countingQueries } from "../../../tests/helpers/query-count";

// Runs on SQLite, and on PostgreSQL when PLAZA_TEST_DATABASE_URL is set.
let app: FastifyInstance;
/** The member who writes the comment. */
let writer: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  writer = await buildUser(app.db);
});
afterAll(() => app.close());

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

/** Tells the bookmarkers of `discussionID` about a new comment by the writer, counting the queries. */
async function notifyCounting(discussionID: number, commentID: number): Promise<number> {
  const counting = countingQueries(app.db);
  const thread = await loadThread(app.db, await loadViewer(app.db, writer.userID), discussionID);
  await notifyAboutComment(counting.db, {
    comment: { commentID, parentCommentID: null, insertUserID: writer.userID },
    thread,
    writerName: writer.name,
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
    const author = await buildUser(app.db);
    const { categoryID } = await buildCategory(app.db);
    const few = await buildDiscussion(app.db, { categoryID, insertUserID: author.userID });
    const many = await buildDiscussion(app.db, { categoryID, insertUserID: author.userID });
    await addBookmarkers("fewreader", 2, few);
    await addBookmarkers("manyreader", 40, many);
    await addBookmarkers("bannedreader", 3, many, true);
    const fewQueries = await notifyCounting(few, 900_001);
    const manyQueries = await notifyCounting(many, 900_002);
    expect(manyQueries).toBe(fewQueries);
    const told = (await bookmarkNotices(900_002)).map((row) => row.name);
    // Banned members are not told; every other bookmarker is, once.
    expect(told.filter((name) => name.startsWith("manyreader"))).toHaveLength(40);
    expect(told.some((name) => name.startsWith("bannedreader"))).toBe(false);
    expect(new Set(told).size).toBe(told.length);
  });
});

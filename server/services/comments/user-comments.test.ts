// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { insertMembers } from "../../../tests/helpers/members";
import { buildTestApp, categoryIDOf } from "../../../tests/helpers/server";
import { insertDiscussion } from "../../../tests/helpers/factories";
import { nowISO } from "../../db/columns";
import { loadViewer } from "../../auth/viewer";
import { listUserComments } from "./user-comments";
import { countingQueries } from "../../../tests/helpers/query-count";

// Runs on SQLite, and on PostgreSQL when PLAZA_TEST_DATABASE_URL is set.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

/** A comment by `insertUserID` in `discussionID`, replying to `parentCommentID` when given. */
async function addComment(discussionID: number, insertUserID: number, parentCommentID: number | null = null) {
  const { commentID } = await app.db
    .insertInto("comments")
    .values({
      discussionID,
      parentCommentID,
      insertUserID,
      updateUserID: null,
      body: "Hi",
      format: "text",
      bodyHtml: "Hi",
      bodyText: "Hi",
      dateInserted: nowISO(),
      dateUpdated: null,
      score: 0,
      deleted: 0,
    })
    .returning("commentID")
    .executeTakeFirstOrThrow();
  return commentID;
}

/**
 * A member whose comments are spread over `threads` new discussions in General: in each, a reply
 * to another member's comment, which a third member liked.
 */
async function commenterAcross(prefix: string, threads: number): Promise<number> {
  const [author, other, reactor] = await insertMembers(app.db, prefix, 3);
  const generalID = await categoryIDOf(app, "general");
  const like = await app.db
    .selectFrom("reaction_types")
    .select("tagID")
    .where("urlcode", "=", "Like")
    .executeTakeFirstOrThrow();
  for (let i = 0; i < threads; i += 1) {
    const discussionID = await insertDiscussion(app.db, {
      categoryID: generalID,
      insertUserID: other!,
      name: `${prefix} thread ${i}`,
    });
    const parentID = await addComment(discussionID, other!);
    const commentID = await addComment(discussionID, author!, parentID);
    await app.db
      .insertInto("reactions")
      .values({
        recordType: "comment",
        recordID: commentID,
        tagID: like.tagID,
        userID: reactor!,
        dateInserted: nowISO(),
      })
      .execute();
  }
  return author!;
}

/** Lists the member's comments with every expansion, as that member, counting the queries. */
async function listCounting(userID: number): Promise<{ queries: number; threads: number }> {
  const counting = countingQueries(app.db);
  const viewer = await loadViewer(app.db, userID);
  const { comments } = await listUserComments(counting.db, viewer, {
    insertUserID: userID,
    expand: "all",
  });
  expect(
    comments.every((comment) => comment.reactions?.some((r) => r.urlcode === "Like" && r.count === 1)),
  ).toBe(true);
  expect(comments.every((comment) => comment.depth === 2 && comment.insertUser?.userID === userID)).toBe(
    true,
  );
  return {
    queries: counting.count(),
    threads: new Set(comments.map((comment) => comment.discussionID)).size,
  };
}

describe("listUserComments (content spec §2 profile links: a member's comments)", () => {
  it("profile comments: presents comments from any number of discussions in a fixed number of queries (no N+1)", async () => {
    const few = await listCounting(await commenterAcross("fewthreads", 2));
    const many = await listCounting(await commenterAcross("manythreads", 6));
    expect(few.threads).toBe(2);
    expect(many.threads).toBe(6);
    expect(many.queries).toBe(few.queries);
  });
});

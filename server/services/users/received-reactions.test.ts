// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildReaction,
  buildUser,
} from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { receivedReactions } from "./received-reactions";

let app: FastifyInstance;
let categoryIDs: number[];
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const db = app.db;
  const [author, other, reactor1, reactor2] = [
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
  ];
  const { categoryID } = await buildCategory(db);
  await buildCategory(db);
  const discussionID = await buildDiscussion(db, { categoryID, insertUserID: author.userID });
  const commentID = await buildComment(db, { discussionID, insertUserID: author.userID });
  const otherCommentID = await buildComment(db, { discussionID, insertUserID: other.userID });
  const reactions = [
    { recordType: "comment", recordID: commentID, userID: reactor1.userID, type: "Like" },
    { recordType: "comment", recordID: commentID, userID: reactor2.userID, type: "Like" },
    { recordType: "discussion", recordID: discussionID, userID: reactor1.userID, type: "Like" },
    { recordType: "discussion", recordID: discussionID, userID: reactor2.userID, type: "Agree" },
    { recordType: "comment", recordID: otherCommentID, userID: reactor1.userID, type: "Like" },
  ] as const;
  for (const reaction of reactions) await buildReaction(db, reaction);
  categoryIDs = (await app.db.selectFrom("categories").select("categoryID").execute()).map(
    (row) => row.categoryID,
  );
});
afterAll(() => app.close());

/** A comment with reactions, its author and the type of one of them. */
const reactedComment = async () =>
  app.db
    .selectFrom("reactions")
    .innerJoin("comments", "comments.commentID", "reactions.recordID")
    .select(["comments.commentID", "comments.insertUserID", "reactions.tagID"])
    .where("reactions.recordType", "=", "comment")
    .where("comments.deleted", "=", 0)
    .orderBy("comments.commentID")
    .executeTakeFirstOrThrow();

const rowsOf = (filter: Parameters<typeof receivedReactions>[1]) =>
  app.db.selectFrom(receivedReactions(app.db, filter).as("r")).selectAll().execute();

describe("receivedReactions", () => {
  it("gives one row per reaction to the member's posts, filtered by author and type", async () => {
    const { insertUserID, tagID } = await reactedComment();
    const rows = await rowsOf({ categoryIDs, authorID: insertUserID, tagID });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.authorID === insertUserID && row.tagID === tagID)).toBe(true);
    const given = await app.db
      .selectFrom("reactions")
      .leftJoin("discussions", (join) =>
        join
          .onRef("discussions.discussionID", "=", "reactions.recordID")
          .on("reactions.recordType", "=", "discussion"),
      )
      .leftJoin("comments", (join) =>
        join
          .onRef("comments.commentID", "=", "reactions.recordID")
          .on("reactions.recordType", "=", "comment"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("reactions.tagID", "=", tagID)
      .where((eb) =>
        eb.or([
          eb("discussions.insertUserID", "=", insertUserID),
          eb.and([eb("comments.insertUserID", "=", insertUserID), eb("comments.deleted", "=", 0)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(given.n));
  });

  it("leaves out other categories and reactions before `since`", async () => {
    const { insertUserID } = await reactedComment();
    expect(await rowsOf({ categoryIDs: [-1], authorID: insertUserID })).toEqual([]);
    expect(await rowsOf({ categoryIDs, authorID: insertUserID, since: "2999-01-01T00:00:00.000Z" })).toEqual(
      [],
    );
  });

  it("counts reactions to deleted comments only when asked (the leaderboard does, profiles do not)", async () => {
    const { commentID, insertUserID } = await reactedComment();
    const onComment = (rows: { kind: string; recordID: number }[]) =>
      rows.filter((row) => row.kind === "comment" && row.recordID === commentID).length;
    const before = onComment(await rowsOf({ categoryIDs, authorID: insertUserID }));
    expect(before).toBeGreaterThan(0);
    await app.db.updateTable("comments").set({ deleted: 1 }).where("commentID", "=", commentID).execute();
    expect(onComment(await rowsOf({ categoryIDs, authorID: insertUserID }))).toBe(0);
    expect(onComment(await rowsOf({ categoryIDs, authorID: insertUserID, withDeletedComments: true }))).toBe(
      before,
    );
  });
});

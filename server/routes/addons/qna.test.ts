// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { commentSchema, type Comment } from "../../../schemas/entities/comment.schema";
import { discussionListSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import {
  buildTestApp,
  categoryIDOf,
  publicDiscussionIDs,
  signInAs,
  writeHeaders,
} from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setAddonEnabled } from "../../services/addons/addons";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let questionID: number;
let commentID: number;
let otherCommentID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  // A seeded public discussion by a plain member with two comments by others becomes the question.
  for (const id of await publicDiscussionIDs(app, { withComments: true })) {
    const author = await app.db
      .selectFrom("discussions")
      .innerJoin("users", "users.userID", "discussions.insertUserID")
      .select(["users.userID", "users.name", "users.banned"])
      .where("discussions.discussionID", "=", id)
      .executeTakeFirstOrThrow();
    if (author.banned === 1 || ["admin", "moderator", "member2"].includes(author.name)) continue;
    const comments = await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", id)
      .where("deleted", "=", 0)
      .where("insertUserID", "!=", author.userID)
      .orderBy("commentID")
      .execute();
    if (comments.length < 2) continue;
    questionID = id;
    [commentID, otherCommentID] = [comments[0]!.commentID, comments[1]!.commentID];
    cookies.member = await signInAs(app, author.name);
    break;
  }
  expect(questionID, "a seeded discussion to ask with").toBeDefined();
  await app.db
    .updateTable("discussions")
    .set({ type: "question" })
    .where("discussionID", "=", questionID)
    .execute();
  for (const name of ["admin", "moderator", "member2"]) cookies[name] = await signInAs(app, name);
}, 60_000);
beforeEach(async () => {
  await setAddonEnabled(app.db, "qna", false);
  await app.db.deleteFrom("qna_answers").execute();
});
afterAll(() => app.close());

const answer = (cookie: string | undefined, id: number, status = "accepted") =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/comments/${id}/answer`,
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload: { status },
  });
// The question as the discussion list shows it (its category's list, every page of it).
const question = async () => {
  const { categoryID } = await app.db
    .selectFrom("discussions")
    .select("categoryID")
    .where("discussionID", "=", questionID)
    .executeTakeFirstOrThrow();
  const response = await app.inject({ url: `/api/v2/discussions?categoryID=${categoryID}&limit=100` });
  expectMatchesSchema(discussionListSchema, response.json());
  const found = response.json<Discussion[]>().find((d) => d.discussionID === questionID);
  expect(found, "the question is listed").toBeDefined();
  return found;
};

describe("comments of a question carry their answer state (Q&A addon)", () => {
  it("marks each comment pending or accepted, with canChoose only for the asker and moderators", async () => {
    await setAddonEnabled(app.db, "qna", true);
    await answer(cookies.member, commentID);
    const read = async (cookie?: string) =>
      (
        await app.inject({
          url: `/api/v2/comments?discussionID=${questionID}`,
          headers: cookie ? { cookie } : {},
        })
      ).json<Comment[]>();
    const answerOfComment = (comments: Comment[], id: number) =>
      comments.find((c) => c.commentID === id)?.attributes.answer;
    const asGuest = await read();
    expect(answerOfComment(asGuest, commentID)).toEqual({ status: "accepted" });
    expect(answerOfComment(asGuest, otherCommentID)).toEqual({ status: "pending" });
    expect(asGuest.every((c) => c.attributes.answer !== undefined)).toBe(true);
    const asAsker = await read(cookies.member);
    expect(answerOfComment(asAsker, commentID)).toEqual({ status: "accepted", canChoose: true });
    expect(answerOfComment(asAsker, otherCommentID)).toEqual({ status: "pending", canChoose: true });
    expect(answerOfComment(await read(cookies.moderator), otherCommentID)).toEqual({
      status: "pending",
      canChoose: true,
    });
    expect(answerOfComment(await read(cookies.member2), otherCommentID)).toEqual({ status: "pending" });
  });
});

describe("PATCH /comments/{id}/answer (Q&A addon)", () => {
  it("lets the question's author accept a comment; the comment and the question show it", async () => {
    await setAddonEnabled(app.db, "qna", true);
    const response = await answer(cookies.member, commentID);
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(commentSchema, response.json());
    expect(response.json<Comment>().attributes).toEqual({ answer: { status: "accepted", canChoose: true } });
    expect((await question())?.attributes).toEqual({
      question: { status: "accepted", acceptedAnswerID: commentID },
    });
  });

  it("lets a moderator choose another answer, replacing the first", async () => {
    await setAddonEnabled(app.db, "qna", true);
    await answer(cookies.member, commentID);
    expect((await answer(cookies.moderator, otherCommentID)).statusCode).toBe(200);
    expect(
      ((await question())?.attributes as { question?: { acceptedAnswerID?: number } }).question
        ?.acceptedAnswerID,
    ).toBe(otherCommentID);
    const first = await app.inject({ url: `/api/v2/comments/${commentID}` });
    expect(first.json<Comment>().attributes).toEqual({ answer: { status: "pending" } });
  });

  it("withdraws an answer with rejected; the question is answered, no longer accepted", async () => {
    await setAddonEnabled(app.db, "qna", true);
    await answer(cookies.member, commentID);
    expect((await answer(cookies.member, commentID, "rejected")).statusCode).toBe(200);
    expect((await question())?.attributes).toEqual({ question: { status: "answered" } });
  });

  it("refuses other members (403) and guests (401)", async () => {
    await setAddonEnabled(app.db, "qna", true);
    const refused = await answer(cookies.member2, commentID);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty("message");
    expect((await answer(undefined, commentID)).statusCode).toBe(401);
    expect((await question())?.attributes).toEqual({ question: { status: "answered" } });
  });

  it("answers 400 for a comment of a plain discussion and for an unknown status", async () => {
    await setAddonEnabled(app.db, "qna", true);
    const plain = await app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select("comments.commentID")
      .where("discussions.type", "=", "discussion")
      .where("discussions.categoryID", "=", await categoryIDOf(app, "general"))
      .executeTakeFirstOrThrow();
    expect((await answer(cookies.admin, plain.commentID)).statusCode).toBe(400);
    expect((await answer(cookies.member, commentID, "chosen")).statusCode).toBe(400);
  });

  it("answers 404 for an unknown comment", async () => {
    await setAddonEnabled(app.db, "qna", true);
    expect((await answer(cookies.admin, 99_999_999)).statusCode).toBe(404);
  });

  it("while disabled: 404, and no answer or question state in any record", async () => {
    await setAddonEnabled(app.db, "qna", true);
    await answer(cookies.member, commentID);
    await setAddonEnabled(app.db, "qna", false);
    const response = await answer(cookies.member, otherCommentID);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
    expect((await question())?.attributes).toEqual({});
    const comment = await app.inject({ url: `/api/v2/comments/${commentID}` });
    expect(comment.json<Comment>().attributes).toEqual({});
  });
});

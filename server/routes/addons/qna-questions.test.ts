// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  discussionListSchema,
  discussionSchema,
  type Discussion,
} from "../../../schemas/entities/discussion.schema";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import {
  buildComment,
  buildCommunity,
  buildDiscussion,
  buildUser,
  signInCookie,
  type BuiltCategory,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setAddonEnabled } from "../../services/addons/addons";

// Bodies render in the test's thread: a worker pool starting on a busy machine may miss its budget.
vi.mock("../../services/body/render-pool", () => import("../../../tests/helpers/inline-render-pool"));

let app: FastifyInstance;
let asker: BuiltUser;
let answerer: BuiltUser;
let moderator: BuiltUser;
let general: BuiltCategory;
const cookie: Record<"asker" | "answerer" | "moderator", string> = { asker: "", answerer: "", moderator: "" };

beforeAll(async () => {
  app = await buildTestApp();
  const community = await buildCommunity(app);
  ({ moderator, general } = community);
  asker = community.member;
  answerer = await buildUser(app.db);
  cookie.asker = await signInCookie(app.db, asker.userID);
  cookie.answerer = await signInCookie(app.db, answerer.userID);
  cookie.moderator = await signInCookie(app.db, moderator.userID);
});
beforeEach(() => setAddonEnabled(app.db, "qna", true));
afterAll(() => app.close());

const ask = (who: string | undefined, payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/v2/discussions/question",
    headers: { ...writeHeaders, ...(who ? { cookie: who } : {}) },
    payload,
  });
const accept = (who: string, commentID: number, status = "accepted") =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/comments/${commentID}/answer`,
    headers: { ...writeHeaders, cookie: who },
    payload: { status },
  });
const list = (query: string) =>
  app.inject({ url: `/api/v2/discussions?categoryID=${general.categoryID}&limit=100${query}` });
const statusOf = async (discussionID: number) => {
  const response = await app.inject({ url: `/api/v2/discussions/${discussionID}` });
  return (response.json<Discussion>().attributes as { question?: unknown } | undefined)?.question;
};
const question = () =>
  buildDiscussion(app.db, { categoryID: general.categoryID, insertUserID: asker.userID, type: "question" });

describe("POST /discussions/question (Q&A addon)", () => {
  it("asks a question: type question, unanswered, answered with the full record (201)", async () => {
    const response = await ask(cookie.asker, {
      name: "How do I reset my password?",
      body: "I forgot it.",
      format: "markdown",
      categoryID: general.categoryID,
    });
    expect(response.statusCode, response.body).toBe(201);
    expectMatchesSchema(discussionSchema, response.json());
    const created = response.json<Discussion>();
    expect(created).toMatchObject({ type: "question", name: "How do I reset my password?" });
    expect(created.attributes).toEqual({ question: { status: "unanswered" } });
  });

  it("refuses a type in the body, guests (401), and bad fields (400 with the field)", async () => {
    const payload = { name: "Q", body: "B", format: "markdown", categoryID: general.categoryID };
    expect((await ask(cookie.asker, { ...payload, type: "idea" })).statusCode).toBe(400);
    expect((await ask(undefined, payload)).statusCode).toBe(401);
    const blank = await ask(cookie.asker, { ...payload, name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty("message");
  });

  it("answers 404 while the addon is off, and asks nothing", async () => {
    await setAddonEnabled(app.db, "qna", false);
    const response = await ask(cookie.asker, {
      name: "Off",
      body: "B",
      format: "markdown",
      categoryID: general.categoryID,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
    const names = (await list("")).json<Discussion[]>().map((d) => d.name);
    expect(names).not.toContain("Off");
  });
});

describe("a question's status follows its comments and accepted answer", () => {
  it("stays unanswered with the asker's own comments, is answered by another's, accepted once chosen", async () => {
    const questionID = await question();
    expect(await statusOf(questionID)).toEqual({ status: "unanswered" });
    await buildComment(app.db, { discussionID: questionID, insertUserID: asker.userID });
    expect(await statusOf(questionID)).toEqual({ status: "unanswered" });
    const answer = await buildComment(app.db, { discussionID: questionID, insertUserID: answerer.userID });
    expect(await statusOf(questionID)).toEqual({ status: "answered" });
    expect((await accept(cookie.asker, answer)).statusCode).toBe(200);
    expect(await statusOf(questionID)).toEqual({ status: "accepted", acceptedAnswerID: answer });
    expect((await accept(cookie.asker, answer, "pending")).statusCode).toBe(200);
    expect(await statusOf(questionID)).toEqual({ status: "answered" });
  });

  it("goes back to unanswered when the only other member's comment is deleted", async () => {
    const questionID = await question();
    const answer = await buildComment(app.db, { discussionID: questionID, insertUserID: answerer.userID });
    expect(await statusOf(questionID)).toEqual({ status: "answered" });
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/v2/comments/${answer}`,
      headers: { ...writeHeaders, cookie: cookie.moderator },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await statusOf(questionID)).toEqual({ status: "unanswered" });
  });
});

describe("PATCH /comments/{id}/answer: who may accept", () => {
  it("refuses the asker accepting their own comment with a 400 that says why", async () => {
    const questionID = await question();
    const own = await buildComment(app.db, { discussionID: questionID, insertUserID: asker.userID });
    const response = await accept(cookie.asker, own);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/question's author/);
    expect(await statusOf(questionID)).toEqual({ status: "unanswered" });
    // The asker's own comment offers no choice either.
    const comments = await app.inject({
      url: `/api/v2/comments?discussionID=${questionID}`,
      headers: { cookie: cookie.asker },
    });
    expect(comments.json<Comment[]>()[0]?.attributes).toEqual({ answer: { status: "pending" } });
  });

  it("refuses a member who did not ask (403); lets a moderator accept and unaccept", async () => {
    const questionID = await question();
    const answer = await buildComment(app.db, { discussionID: questionID, insertUserID: answerer.userID });
    const refused = await accept(cookie.answerer, answer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty("message");
    expect((await accept(cookie.moderator, answer)).statusCode).toBe(200);
    expect(await statusOf(questionID)).toMatchObject({ status: "accepted" });
    expect((await accept(cookie.moderator, answer, "rejected")).statusCode).toBe(200);
    expect(await statusOf(questionID)).toEqual({ status: "answered" });
  });
});

describe("GET /discussions?status= (Q&A addon)", () => {
  it("lists only the questions in the asked state, counting them in the paging total", async () => {
    const unanswered = await question();
    const answered = await question();
    await buildComment(app.db, { discussionID: answered, insertUserID: answerer.userID });
    const accepted = await question();
    const answer = await buildComment(app.db, { discussionID: accepted, insertUserID: answerer.userID });
    await accept(cookie.asker, answer);
    const plain = await buildDiscussion(app.db, {
      categoryID: general.categoryID,
      insertUserID: asker.userID,
    });
    for (const [status, id] of [
      ["unanswered", unanswered],
      ["answered", answered],
      ["accepted", accepted],
    ] as const) {
      const response = await list(`&status=${status}`);
      expect(response.statusCode, response.body).toBe(200);
      expectMatchesSchema(discussionListSchema, response.json());
      const found = response.json<Discussion[]>();
      const ids = found.map((d) => d.discussionID);
      expect(ids).toContain(id);
      expect(ids).not.toContain(plain);
      expect(
        found.every((d) => (d.attributes as { question?: { status?: string } }).question?.status === status),
      ).toBe(true);
      expect(response.headers["x-app-page-result-count"]).toBe(String(found.length));
    }
  });

  it("answers 400 for an unknown status, and for any status while the addon is off", async () => {
    expect((await list("&status=solved")).statusCode).toBe(400);
    await setAddonEnabled(app.db, "qna", false);
    const off = await list("&status=unanswered");
    expect(off.statusCode).toBe(400);
    expect(off.json()).toHaveProperty("message");
  });
});

describe("the Q&A story through the API", () => {
  it("a member asks, another answers, the asker accepts, and the list shows the question accepted", async () => {
    const asked = await ask(cookie.asker, {
      name: "Where is the dark mode switch?",
      body: "I cannot find it.",
      format: "markdown",
      categoryID: general.categoryID,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { discussionID } = asked.json<Discussion>();
    const listed = async (status: string) =>
      (await list(`&status=${status}`)).json<Discussion[]>().map((d) => d.discussionID);
    expect(await listed("unanswered")).toContain(discussionID);

    const answered = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: cookie.answerer },
      payload: { discussionID, body: "Under Account, Appearance.", format: "markdown" },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const { commentID } = answered.json<Comment>();
    expect(await listed("answered")).toContain(discussionID);
    expect(await listed("unanswered")).not.toContain(discussionID);

    expect((await accept(cookie.asker, commentID)).statusCode).toBe(200);
    expect(await listed("accepted")).toContain(discussionID);
    expect(await listed("answered")).not.toContain(discussionID);
    const all = (await list("")).json<Discussion[]>().find((d) => d.discussionID === discussionID);
    expect(all?.attributes).toEqual({ question: { status: "accepted", acceptedAnswerID: commentID } });
  });
});

// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { buildCategory, buildDiscussion, buildUser } from "../../tests/helpers/factories";

// Bodies rendered in this thread: the worker pool's start-up is not what these tests are about.
vi.mock("../services/body/render-pool", () => import("../../tests/helpers/inline-render-pool"));

const PASSWORD = "long-enough-1";
let app: FastifyInstance;
const cookies: Record<string, string> = {};
let readersDiscussion = 0;
let writersDiscussion = 0;

beforeAll(async () => {
  app = await buildTestApp({ notificationMail: false, draftScheduler: false });
  const reader = await buildUser(app.db, { name: "linkreader", password: PASSWORD });
  const writer = await buildUser(app.db, { name: "linkwriter", password: PASSWORD });
  const { categoryID } = await buildCategory(app.db, { name: "Link Talk" });
  readersDiscussion = await buildDiscussion(app.db, {
    categoryID,
    insertUserID: reader.userID,
    name: "Mine",
  });
  writersDiscussion = await buildDiscussion(app.db, {
    categoryID,
    insertUserID: writer.userID,
    name: "Theirs",
  });
  for (const name of ["linkreader", "linkwriter"]) cookies[name] = await signInAs(app, name, PASSWORD);
});
afterAll(() => app.close());
// Each notice stands alone: the reader has read everything before it.
beforeEach(async () => {
  const done = await app.inject({
    method: "PATCH",
    url: "/api/v2/notifications",
    headers: { ...writeHeaders, cookie: cookies.linkreader },
    payload: { read: true },
  });
  expect(done.statusCode).toBeLessThan(300);
});

async function send(as: string, method: "POST" | "PUT", url: string, payload: object) {
  const response = await app.inject({
    method,
    url,
    headers: { ...writeHeaders, cookie: cookies[as] },
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { commentID: number };
}
const comment = (as: string, discussionID: number, body: string, parentCommentID?: number) =>
  send(as, "POST", "/api/v2/comments", { discussionID, body, format: "text", parentCommentID });
async function newestNotification() {
  const response = await app.inject({
    url: "/api/v2/notifications?limit=1",
    headers: { cookie: cookies.linkreader },
  });
  return (response.json() as Array<{ reason: string; url: string; read: boolean }>)[0];
}
const permalink = (commentID: number) => `/discussion/comment/${commentID}#Comment_${commentID}`;

describe("a notification about a comment opens that comment (its page and anchor), whatever its kind", () => {
  it("a comment on my discussion", async () => {
    const { commentID } = await comment("linkwriter", readersDiscussion, "A comment on yours.");
    expect(await newestNotification()).toMatchObject({
      reason: "comment",
      url: permalink(commentID),
      read: false,
    });
  });

  it("a reply to my comment", async () => {
    const mine = await comment("linkreader", writersDiscussion, "My comment.");
    const { commentID } = await comment("linkwriter", writersDiscussion, "A reply.", mine.commentID);
    expect(await newestNotification()).toMatchObject({ reason: "reply", url: permalink(commentID) });
  });

  it("a mention", async () => {
    const { commentID } = await comment("linkwriter", writersDiscussion, "Hello @linkreader.");
    expect(await newestNotification()).toMatchObject({ reason: "mention", url: permalink(commentID) });
  });

  it("a comment in a discussion I bookmarked", async () => {
    await send("linkreader", "PUT", `/api/v2/discussions/${writersDiscussion}/bookmark`, {
      bookmarked: true,
    });
    const { commentID } = await comment("linkwriter", writersDiscussion, "News for bookmarkers.");
    expect(await newestNotification()).toMatchObject({ reason: "bookmark", url: permalink(commentID) });
  });

  it("a reaction to my comment", async () => {
    const mine = await comment("linkreader", writersDiscussion, "React to this.");
    await send("linkwriter", "POST", `/api/v2/comments/${mine.commentID}/reactions`, {
      reactionType: "Like",
    });
    expect(await newestNotification()).toMatchObject({ reason: "reaction", url: permalink(mine.commentID) });
  });
});

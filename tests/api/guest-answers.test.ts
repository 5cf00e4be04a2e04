// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../helpers/server";
import { buildComment, buildCommunity, buildDiscussion, signInCookie } from "../helpers/factories";
import { storedViewCount } from "../helpers/stored-counts";

let app: FastifyInstance;
let queries = 0;
let member = "";
let categoryID = 0;
let staffCategoryID = 0;
let authorID = 0;

beforeAll(async () => {
  app = await buildTestApp({
    draftScheduler: false,
    notificationMail: false,
    viewFlush: { schedule: false },
    onQuery: () => {
      queries += 1;
    },
  });
  const community = await buildCommunity(app);
  categoryID = community.general.categoryID;
  staffCategoryID = community.staffRoom.categoryID;
  authorID = community.moderator.userID;
  member = await signInCookie(app.db, community.member.userID);
});
afterAll(() => app.close());

/** A GET as a guest from `address`, or as the member; with the number of queries it ran. */
async function read(url: string, as: { address?: string; cookie?: string } = {}) {
  const before = queries;
  const response = await app.inject({
    url,
    remoteAddress: as.address ?? "192.0.2.10",
    headers: as.cookie ? { cookie: as.cookie } : {},
  });
  return { response, queries: queries - before };
}

async function discussionWithComments(count: number, inCategory = categoryID) {
  const discussionID = await buildDiscussion(app.db, { categoryID: inCategory, insertUserID: authorID });
  for (let i = 0; i < count; i += 1)
    await buildComment(app.db, { discussionID, insertUserID: authorID, body: `Comment ${i + 1}` });
  return discussionID;
}

describe("guests' API answers kept while nothing changes", () => {
  it("GET /discussions/{id}: the next guest's answer runs no query, the same bytes, and each guest's view counts", async () => {
    const discussionID = await discussionWithComments(1);
    const url = `/api/v2/discussions/${discussionID}`;
    await app.views.flush();
    const stored = await storedViewCount(app.db, discussionID);

    const first = await read(url, { address: "192.0.2.21" });
    expect(first.response.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const second = await read(url, { address: "192.0.2.22" });
    expect(second.response.statusCode).toBe(200);
    expect(second.queries).toBe(0);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers.etag).toBe(first.response.headers.etag);

    await app.views.flush();
    expect(await storedViewCount(app.db, discussionID)).toBe(stored + 2);
  });

  it("GET /comments: a guest's page of comments is read once, and a new comment shows in the next answer", async () => {
    const discussionID = await discussionWithComments(2);
    const url = `/api/v2/comments?discussionID=${discussionID}&limit=30`;
    const first = await read(url);
    expect((first.response.json() as unknown[]).length).toBe(2);
    const again = await read(url, { address: "192.0.2.23" });
    expect(again.queries).toBe(0);
    expect(again.response.headers["x-app-page-result-count"]).toBe(
      first.response.headers["x-app-page-result-count"],
    );

    const posted = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: member },
      payload: { discussionID, body: "A reply written just now", format: "markdown" },
    });
    expect(posted.statusCode).toBe(201);
    const after = await read(url);
    const bodies = (after.response.json() as Array<{ body: string }>).map((comment) => comment.body);
    expect(bodies.at(-1)).toContain("A reply written just now");
    const discussion = await read(`/api/v2/discussions/${discussionID}`);
    expect((discussion.response.json() as { countComments: number }).countComments).toBe(3);
  });

  it("a member's answers are never a guest's: they are read for the member each time", async () => {
    const discussionID = await discussionWithComments(1);
    for (const url of [
      `/api/v2/discussions/${discussionID}`,
      `/api/v2/comments?discussionID=${discussionID}&limit=30`,
    ]) {
      await read(url);
      expect((await read(url)).queries, url).toBe(0);
      const asMember = await read(url, { cookie: member });
      expect(asMember.response.statusCode, url).toBe(200);
      expect(asMember.queries, url).toBeGreaterThan(0);
    }
  });

  it("what guests may not read is never kept for them: a staff discussion stays a 404 after a moderator read it", async () => {
    const discussionID = await discussionWithComments(1, staffCategoryID);
    const moderator = await signInCookie(app.db, authorID);
    const urls = [
      `/api/v2/discussions/${discussionID}`,
      `/api/v2/comments?discussionID=${discussionID}&limit=30`,
    ];
    for (const url of urls)
      expect((await read(url, { cookie: moderator })).response.statusCode, url).toBe(200);
    for (const url of urls) {
      expect((await read(url)).response.statusCode, url).toBe(404);
      expect((await read(url)).response.statusCode, url).toBe(404);
    }
  });
});

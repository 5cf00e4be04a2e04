// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
  type Discussion,
} from "../../../schemas/entities/discussion.schema";
import { postQuoteSchema } from "../../../schemas/entities/comment.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
let staffDiscussionID = 0;
let memberDiscussion: Discussion;
let memberID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const role of roles) cookies[role] = await signInAs(app, role);
  const staff = await app.db
    .selectFrom("discussions")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("discussions.discussionID")
    .where("categories.urlcode", "=", "staff-room")
    .executeTakeFirstOrThrow();
  staffDiscussionID = staff.discussionID;
  const generalID = await categoryIDOf(app, "general");
  memberID = (
    await app.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()
  ).userID;
  const created = await app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...writeHeaders, cookie: cookies.member },
    payload: {
      name: "Quote me",
      body: "Some **markdown**",
      format: "markdown",
      categoryID: generalID,
    },
  });
  memberDiscussion = created.json();
});
afterAll(() => app.close());

/** A discussion nobody has viewed yet. */
async function freshDiscussion(): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...writeHeaders, cookie: cookies.member },
    payload: {
      name: "Views",
      body: "Count me once.",
      format: "text",
      categoryID: memberDiscussion.categoryID,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Discussion>().discussionID;
}

const get = (url: string, as?: Role) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
async function one(id: number, as?: Role, query = ""): Promise<Discussion> {
  const response = await get(`/discussions/${id}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(discussionSchema, response.json());
  return response.json();
}
async function list(url: string, as?: Role): Promise<Discussion[]> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(discussionListSchema, response.json());
  return response.json();
}
async function expectError(url: string, as: Role | undefined, status: number) {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(status);
  expectMatchesSchema(errorBodySchema, response.json());
}

describe("GET /api/v2/discussions/{id}", () => {
  it("answers the body, format and the default expansions to everyone who may view it", async () => {
    for (const as of [undefined, ...roles]) {
      const discussion = await one(memberDiscussion.discussionID, as);
      expect(discussion).toMatchObject({ format: "markdown", body: expect.any(String) });
      expect(discussion.insertUser?.name).toBe("member");
      expect(discussion.breadcrumbs?.[0]).toEqual({ name: "Home", url: "/" });
      expect(discussion.category?.categoryID).toBe(memberDiscussion.categoryID);
      expect(discussion.tags).toEqual([]);
      expect(discussion.permissions).toBeDefined();
      expect(discussion).not.toHaveProperty("reactions");
    }
  });

  it("answers permissions per viewer (content spec §6)", async () => {
    const id = memberDiscussion.discussionID;
    expect((await one(id)).permissions).toMatchObject({ edit: false, delete: false, close: false });
    expect((await one(id, "member")).permissions).toMatchObject({
      edit: true,
      delete: false,
      close: true,
      tag: true,
    });
    expect((await one(id, "member2")).permissions).toMatchObject({
      edit: false,
      close: false,
      moderate: false,
    });
    expect((await one(id, "moderator")).permissions).toMatchObject({
      edit: true,
      editSecondsLeft: null,
      delete: true,
      close: true,
      moderate: true,
      changeType: true,
    });
    expect((await one(id, "banned")).permissions).toMatchObject({ edit: false, delete: false });
  });

  it("expands reactions on request and drops defaults with -name", async () => {
    const reacted = await app.db
      .selectFrom("reactions")
      .select(["recordID", "tagID"])
      .where("recordType", "=", "discussion")
      .executeTakeFirstOrThrow();
    const discussion = await one(reacted.recordID, "moderator", "?expand=reactions,-tags");
    expect(discussion).not.toHaveProperty("tags");
    const reaction = discussion.reactions?.find((r) => r.tagID === reacted.tagID);
    expect(reaction?.count).toBeGreaterThan(0);
  });

  it("answers a discussion in a category the viewer cannot view with the 404 of a missing one", async () => {
    await expectError("/discussions/999999", "member", 404);
    await expectError(`/discussions/${staffDiscussionID}`, "member", 404);
    await expectError(`/discussions/${staffDiscussionID}`, undefined, 404);
    await one(staffDiscussionID, "moderator");
  });

  it("counts a new viewer's view and records a member's read state", async () => {
    const id = await freshDiscussion();
    const before = (
      await app.db
        .selectFrom("discussions")
        .select("countViews")
        .where("discussionID", "=", id)
        .executeTakeFirstOrThrow()
    ).countViews;
    const seen = await one(id, "member2");
    expect(seen.countViews).toBe(before + 1);
    expect(seen).toMatchObject({ unread: false, countUnread: 0 });
    // Stored with the next batch of views and read marks.
    await app.views.flush();
    const read = await app.db
      .selectFrom("user_discussions")
      .innerJoin("users", "users.userID", "user_discussions.userID")
      .select(["countCommentsRead", "dateLastViewed"])
      .where("users.name", "=", "member2")
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(read.countCommentsRead).toBe(seen.countComments);
    expect(read.dateLastViewed).toBeTruthy();
  });

  it("counts a viewer's view once per window: reloading, the page and the API do not add more", async () => {
    const id = await freshDiscussion();
    const first = (await one(id, "moderator")).countViews;
    for (let i = 0; i < 3; i++) expect((await one(id, "moderator")).countViews).toBe(first);
    const page = await app.inject({ url: `/discussion/${id}`, headers: { cookie: cookies.moderator } });
    expect(page.statusCode).toBe(200);
    const tick = await app.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: { ...writeHeaders, cookie: cookies.moderator },
      payload: { type: "discussion_view", discussionID: id },
    });
    expect(tick.statusCode).toBe(204);
    // Another viewer still counts.
    expect((await one(id, "banned")).countViews).toBe(first + 1);
  });
});

describe("GET /api/v2/discussions/{id}/edit and /quote", () => {
  it("answers the raw body for the author and editors only", async () => {
    const url = `/discussions/${memberDiscussion.discussionID}/edit`;
    for (const as of ["member", "moderator", "admin"] as const) {
      const response = await get(url, as);
      expect(response.statusCode, response.body).toBe(200);
      expectMatchesSchema(discussionEditSchema, response.json());
      expect(response.json()).toMatchObject({ body: "Some **markdown**", format: "markdown", tagIDs: [] });
    }
    await expectError(url, "member2", 403);
    await expectError(url, "banned", 403);
    await expectError(url, undefined, 403);
  });

  it("answers a quote of a visible discussion", async () => {
    const response = await get(`/discussions/${memberDiscussion.discussionID}/quote`, "member2");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(postQuoteSchema, response.json());
    expect(response.json()).toMatchObject({
      recordType: "discussion",
      bodyRaw: "Some **markdown**",
      insertUser: { userID: memberID },
    });
    await expectError(`/discussions/${staffDiscussionID}/quote`, "member", 404);
  });
});

describe("GET /api/v2/discussions filters", () => {
  it("followed: only categories the viewer follows; guests get 403", async () => {
    const follow = await app.inject({
      method: "PUT",
      url: `/api/v2/categories/${memberDiscussion.categoryID}/follow`,
      headers: { ...writeHeaders, cookie: cookies.member },
      payload: { followed: true },
    });
    expect(follow.statusCode).toBe(200);
    const follows = await app.db
      .selectFrom("category_follows")
      .select("categoryID")
      .where("userID", "=", memberID)
      .execute();
    const followed = new Set(follows.map((f) => f.categoryID));
    const discussions = await list("/discussions?followed=true&limit=100", "member");
    expect(discussions.map((d) => d.discussionID)).toContain(memberDiscussion.discussionID);
    expect(discussions.every((d) => followed.has(d.categoryID))).toBe(true);
    await expectError("/discussions?followed=true", undefined, 403);
  });

  it("bookmarked: only the viewer's bookmarks; guests get 403", async () => {
    await app.db
      .insertInto("user_discussions")
      .values({ userID: memberID, discussionID: memberDiscussion.discussionID, bookmarked: 1, dismissed: 0 })
      .onConflict((oc) => oc.columns(["userID", "discussionID"]).doUpdateSet({ bookmarked: 1 }))
      .execute();
    const discussions = await list("/discussions?bookmarked=true&limit=100", "member");
    expect(discussions.map((d) => d.discussionID)).toContain(memberDiscussion.discussionID);
    expect(discussions.every((d) => d.bookmarked)).toBe(true);
    await expectError("/discussions?bookmarked=true", undefined, 403);
  });

  it("dateInserted ranges (content spec §3): a day, [start,end], >=, <=, and bad values are 400", async () => {
    const all = await list("/discussions?limit=100&sort=dateInserted&pinOrder=mixed");
    const day = all[5]!.dateInserted.slice(0, 10);
    const sameDay = await list(`/discussions?limit=100&dateInserted=${day}`);
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((d) => d.dateInserted.startsWith(day))).toBe(true);
    const later = await list(`/discussions?limit=100&dateInserted=${encodeURIComponent(`>=${day}`)}`);
    expect(later.every((d) => d.dateInserted >= day)).toBe(true);
    const earlier = await list(`/discussions?limit=100&dateInserted=${encodeURIComponent(`<=${day}`)}`);
    expect(earlier.every((d) => d.dateInserted.slice(0, 10) <= day)).toBe(true);
    const range = await list(`/discussions?limit=100&dateInserted=${encodeURIComponent(`[${day},${day}]`)}`);
    expect(range.map((d) => d.discussionID).sort()).toEqual(sameDay.map((d) => d.discussionID).sort());
    const recent = await list(`/discussions?limit=100&dateLastComment=${encodeURIComponent(`>${day}`)}`);
    expect(recent.every((d) => d.dateLastComment.slice(0, 10) > day)).toBe(true);
    await expectError("/discussions?dateInserted=yesterday", undefined, 400);
  });

  it("expand=reactions,permissions answers them for each discussion of the page", async () => {
    const discussions = await list("/discussions?limit=20&expand=reactions,permissions", "member");
    for (const d of discussions) {
      expect(d.reactions?.length).toBeGreaterThan(0);
      expect(d.reactions?.some((r) => r.class === "Flag")).toBe(false);
      expect(d.permissions).toBeDefined();
    }
    const moderatorView = await list("/discussions?limit=1&expand=reactions", "moderator");
    expect(moderatorView[0]?.reactions?.some((r) => r.class === "Flag")).toBe(true);
  });
});

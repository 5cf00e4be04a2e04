// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { discussionSchema, type Discussion } from "../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { writeSiteConfig } from "../services/config";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
let generalID = 0;
let staffRoomID = 0;
let memberID = 0;
beforeAll(async () => {
  app = await buildTestApp();
  for (const role of roles) cookies[role] = await signInAs(app, role);
  const categoryID = async (urlcode: string) =>
    (
      await app.db
        .selectFrom("categories")
        .select("categoryID")
        .where("urlcode", "=", urlcode)
        .executeTakeFirstOrThrow()
    ).categoryID;
  generalID = await categoryID("general");
  staffRoomID = await categoryID("staff-room");
  memberID = (
    await app.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()
  ).userID;
});
afterAll(() => app.close());

const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

function call(method: "POST" | "PATCH" | "PUT" | "DELETE" | "GET", url: string, as?: Role, payload?: object) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function expectError(response: Awaited<ReturnType<typeof call>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expectMatchesSchema(errorBodySchema, response.json());
  return response.json() as { message: string; errors?: { field: string }[] };
}

async function create(as: Role = "member", extra: object = {}): Promise<Discussion> {
  const response = await call("POST", "/discussions", as, {
    name: "A new topic",
    body: rich2("Hello there"),
    categoryID: generalID,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  expectMatchesSchema(discussionSchema, response.json());
  return response.json();
}

const counts = async (categoryID: number, userID: number) => ({
  category: (
    await app.db
      .selectFrom("categories")
      .select("countDiscussions")
      .where("categoryID", "=", categoryID)
      .executeTakeFirstOrThrow()
  ).countDiscussions,
  user: (
    await app.db
      .selectFrom("users")
      .select("countDiscussions")
      .where("userID", "=", userID)
      .executeTakeFirstOrThrow()
  ).countDiscussions,
});
const actualCount = async (categoryID: number) =>
  Number(
    (
      await app.db
        .selectFrom("discussions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("categoryID", "=", categoryID)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/v2/discussions", () => {
  it("creates a discussion for a member and answers the full record with the rendered body", async () => {
    const before = await counts(generalID, memberID);
    const created = await create("member", { type: "question" });
    expect(created).toMatchObject({
      name: "A new topic",
      type: "question",
      format: "rich2",
      categoryID: generalID,
      insertUserID: memberID,
      permissions: { edit: true, delete: false },
    });
    expect(typeof created.body).toBe("string");
    expect(await counts(generalID, memberID)).toEqual({
      category: before.category + 1,
      user: before.user + 1,
    });
  });

  it("defaults format to rich2 and type to discussion", async () => {
    const created = await create("moderator");
    expect(created).toMatchObject({ format: "rich2", type: "discussion" });
  });

  it("refuses guests (401) and banned members (403)", async () => {
    const payload = { name: "x", body: rich2("x"), categoryID: generalID };
    await expectError(await call("POST", "/discussions", undefined, payload), 401);
    await expectError(await call("POST", "/discussions", "banned", payload), 403);
  });

  it("refuses a member in the Staff Room (content spec §6 junctions), lets a moderator post there", async () => {
    const payload = { name: "Staff only", body: rich2("x"), categoryID: staffRoomID };
    await expectError(await call("POST", "/discussions", "member", payload), 403);
    expect((await call("POST", "/discussions", "moderator", payload)).statusCode).toBe(201);
  });

  it("answers field errors: empty rich2 body (a single empty paragraph), blank title, unknown fields", async () => {
    const empty = await expectError(
      await call("POST", "/discussions", "member", {
        name: "x",
        body: JSON.stringify([{ type: "p", children: [{ text: "" }] }]),
        categoryID: generalID,
      }),
      400,
    );
    expect(empty.errors?.map((e) => e.field)).toEqual(["body"]);
    const blank = await expectError(
      await call("POST", "/discussions", "member", { name: "  ", body: rich2("x"), categoryID: generalID }),
      400,
    );
    expect(blank.errors?.map((e) => e.field)).toEqual(["name"]);
    await expectError(
      await call("POST", "/discussions", "member", {
        name: "x".repeat(101),
        body: rich2("x"),
        categoryID: generalID,
      }),
      400,
    );
    await expectError(
      await call("POST", "/discussions", "member", {
        name: "x",
        body: rich2("x"),
        categoryID: generalID,
        closed: true,
      }),
      400,
    );
    const missing = await expectError(
      await call("POST", "/discussions", "member", { name: "x", body: rich2("x"), categoryID: 99999 }),
      400,
    );
    expect(missing.errors?.map((e) => e.field)).toEqual(["categoryID"]);
    const badTags = await expectError(
      await call("POST", "/discussions", "member", {
        name: "x",
        body: rich2("x"),
        categoryID: generalID,
        tagIDs: [99999],
      }),
      400,
    );
    expect(badTags.errors?.map((e) => e.field)).toEqual(["tagIDs"]);
  });

  it("never answers script or javascript: links from an html body (XSS)", async () => {
    const created = await create("member", {
      format: "html",
      body: '<script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    const response = await call("GET", `/discussions/${created.discussionID}`, "member2");
    const body = String(response.json().body);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/href=["']?javascript:/i);
  });

  it("notifies mentioned members who can see the category, not the author", async () => {
    const created = await create("member", {
      format: "markdown",
      body: "Hi @member2 and @member and @nobody",
    });
    const notes = await app.db
      .selectFrom("notifications")
      .innerJoin("users", "users.userID", "notifications.userID")
      .select(["users.name", "notifications.reason", "notifications.url"])
      .where("recordType", "=", "discussion")
      .where("recordID", "=", created.discussionID)
      .execute();
    expect(notes).toEqual([{ name: "member2", reason: "mention", url: created.url }]);
  });

  it("on an edit, notifies only the members the edit newly mentions", async () => {
    const created = await create("member", { format: "markdown", body: "Hi @member2" });
    const edited = await call("PATCH", `/discussions/${created.discussionID}`, "member", {
      body: "Hi @member2 and @moderator",
      format: "markdown",
    });
    expect(edited.statusCode).toBe(200);
    const notes = await app.db
      .selectFrom("notifications")
      .innerJoin("users", "users.userID", "notifications.userID")
      .select(["users.name", "notifications.reason"])
      .where("recordType", "=", "discussion")
      .where("recordID", "=", created.discussionID)
      .orderBy("notifications.notificationID")
      .execute();
    expect(notes).toEqual([
      { name: "member2", reason: "mention" },
      { name: "moderator", reason: "mention" },
    ]);
  });

  it("keeps the category count exact under 10 concurrent creates", async () => {
    await Promise.all(Array.from({ length: 10 }, () => create("member2")));
    const stored = await counts(generalID, memberID);
    expect(stored.category).toBe(await actualCount(generalID));
  });
});

describe("PATCH /api/v2/discussions/{id}", () => {
  it("lets the author edit a fresh post within ui.editContentTimeout and records the editor", async () => {
    const created = await create("member");
    const response = await call("PATCH", `/discussions/${created.discussionID}`, "member", {
      name: "Renamed",
      body: rich2("Changed"),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(discussionSchema, response.json());
    expect(response.json()).toMatchObject({ name: "Renamed", dateUpdated: expect.any(String) });
    expect(response.json().permissions.editSecondsLeft).toBeGreaterThan(3500);
  });

  it("refuses the author after the edit window and after closing; a moderator may still edit", async () => {
    await writeSiteConfig(app.db, { "ui.editContentTimeout": 600 });
    const created = await create("member");
    await app.db
      .updateTable("discussions")
      .set({ dateInserted: new Date(Date.now() - 601_000).toISOString() })
      .where("discussionID", "=", created.discussionID)
      .execute();
    const late = await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { name: "Too late" }),
      403,
    );
    expect(late.message).toMatch(/time to edit/);
    const byModerator = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      name: "Fixed by staff",
    });
    expect(byModerator.statusCode).toBe(200);

    const fresh = await create("member");
    const closed = await call("PATCH", `/discussions/${fresh.discussionID}`, "member", { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, permissions: { edit: false } });
    const refused = await expectError(
      await call("PATCH", `/discussions/${fresh.discussionID}`, "member", { body: rich2("x") }),
      403,
    );
    expect(refused.message).toMatch(/closed/);
    await writeSiteConfig(app.db, { "ui.editContentTimeout": 3600 });
  });

  it("refuses other members, guests and banned members", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member2", { name: "x" }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, undefined, { name: "x" }),
      401,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "banned", { name: "x" }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member2", { closed: true }),
      403,
    );
  });

  it("lets only moderators sink and announce (content spec §6)", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { sink: true }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { pinned: true }),
      403,
    );
    const response = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      sink: true,
      pinned: true,
      pinLocation: "recent",
    });
    expect(response.json()).toMatchObject({ sink: true, pinned: true, pinLocation: "recent" });
    const admin = await call("PATCH", `/discussions/${created.discussionID}`, "admin", { pinned: false });
    expect(admin.json()).toMatchObject({ pinned: false, pinLocation: null });
  });

  it("moves a discussion for a moderator and recounts both categories; a member cannot move into the Staff Room", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { categoryID: staffRoomID }),
      403,
    );
    const moved = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      categoryID: staffRoomID,
    });
    expect(moved.json()).toMatchObject({ categoryID: staffRoomID });
    expect((await counts(staffRoomID, memberID)).category).toBe(await actualCount(staffRoomID));
    expect((await counts(generalID, memberID)).category).toBe(await actualCount(generalID));
    // Once in the Staff Room the discussion is hidden from its author: 404 like a missing one.
    await expectError(await call("GET", `/discussions/${created.discussionID}`, "member"), 404);
  });
});

describe("PUT /api/v2/discussions/{id}/type and /tags", () => {
  it("changes the type for moderators only", async () => {
    const created = await create("member");
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/type`, "member", { type: "idea" }),
      403,
    );
    const response = await call("PUT", `/discussions/${created.discussionID}/type`, "moderator", {
      type: "idea",
    });
    expect(response.json()).toMatchObject({ type: "idea" });
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/type`, "moderator", { type: "poll" }),
      400,
    );
  });

  it("replaces tags for the author, keeps tag counts right, refuses unknown tags and tagging off", async () => {
    const created = await create("member");
    const tags = await app.db
      .selectFrom("tags")
      .select(["tagID", "countDiscussions"])
      .orderBy("tagID")
      .execute();
    const [first, second] = tags;
    if (!first || !second) throw new Error("the demo has tags");
    const response = await call("PUT", `/discussions/${created.discussionID}/tags`, "member", {
      tagIDs: [first.tagID, second.tagID],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .tags.map((t: { tagID: number }) => t.tagID)
        .sort(),
    ).toEqual([first.tagID, second.tagID].sort());
    const countOf = async (tagID: number) =>
      (
        await app.db
          .selectFrom("tags")
          .select("countDiscussions")
          .where("tagID", "=", tagID)
          .executeTakeFirstOrThrow()
      ).countDiscussions;
    expect(await countOf(first.tagID)).toBe(first.countDiscussions + 1);
    await call("PUT", `/discussions/${created.discussionID}/tags`, "member", { tagIDs: [second.tagID] });
    expect(await countOf(first.tagID)).toBe(first.countDiscussions);
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "member", { tagIDs: [99999] }),
      400,
    );
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "member2", { tagIDs: [] }),
      403,
    );
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "banned", { tagIDs: [] }),
      403,
    );
    await writeSiteConfig(app.db, { "tagging.enabled": false });
    const off = await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "moderator", { tagIDs: [] }),
      403,
    );
    expect(off.message).toMatch(/Tagging/);
    await writeSiteConfig(app.db, { "tagging.enabled": true });
  });
});

describe("DELETE /api/v2/discussions/{id}", () => {
  it("refuses the author (DECISIONS roles), guests and banned members; a moderator deletes with 204 and counts follow", async () => {
    const created = await create("member");
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, "member"), 403);
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, undefined), 401);
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, "banned"), 403);
    const before = await counts(generalID, memberID);
    const response = await call("DELETE", `/discussions/${created.discussionID}`, "moderator");
    expect(response.statusCode).toBe(204);
    expect(await counts(generalID, memberID)).toEqual({
      category: before.category - 1,
      user: before.user - 1,
    });
    await expectError(await call("GET", `/discussions/${created.discussionID}`, "member"), 404);
  });

  it("deletes a discussion with comments and reactions (admin)", async () => {
    const withComments = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "categoryID"])
      .where("countComments", ">", 0)
      .where("categoryID", "=", generalID)
      .executeTakeFirstOrThrow();
    const response = await call("DELETE", `/discussions/${withComments.discussionID}`, "admin");
    expect(response.statusCode, response.body).toBe(204);
    const left = await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", withComments.discussionID)
      .execute();
    expect(left).toEqual([]);
    expect((await counts(generalID, memberID)).category).toBe(await actualCount(generalID));
  });
});

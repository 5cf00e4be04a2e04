// @vitest-environment node
import { describe, expect, it } from "vitest";
import { expectError, rich2, setUpDiscussionWrites } from "./discussion-writes.fixtures";

const w = setUpDiscussionWrites();
const { api, call, create, counts, actualCount } = w;

describe("POST /api/v2/discussions", () => {
  it("creates a discussion for a member and answers the full record with the rendered body", async () => {
    const before = await counts(api.generalID, w.memberID);
    const created = await create("member", { type: "question" });
    expect(created).toMatchObject({
      name: "A new topic",
      type: "question",
      format: "rich2",
      categoryID: api.generalID,
      insertUserID: w.memberID,
      permissions: { edit: true, delete: false },
    });
    expect(typeof created.body).toBe("string");
    expect(await counts(api.generalID, w.memberID)).toEqual({
      category: before.category + 1,
      user: before.user + 1,
    });
  });

  it("defaults format to rich2 and type to discussion", async () => {
    const created = await create("moderator");
    expect(created).toMatchObject({ format: "rich2", type: "discussion" });
  });

  it("refuses guests (401) and banned members (403)", async () => {
    const payload = { name: "x", body: rich2("x"), categoryID: api.generalID };
    await expectError(await call("POST", "/discussions", undefined, payload), 401);
    await expectError(await call("POST", "/discussions", "banned", payload), 403);
  });

  it("refuses a member in the Staff Room (content spec §6 junctions), lets a moderator post there", async () => {
    const payload = { name: "Staff only", body: rich2("x"), categoryID: w.staffRoomID };
    await expectError(await call("POST", "/discussions", "member", payload), 403);
    expect((await call("POST", "/discussions", "moderator", payload)).statusCode).toBe(201);
  });

  it("answers field errors: empty rich2 body (a single empty paragraph), blank title, unknown fields", async () => {
    const empty = await expectError(
      await call("POST", "/discussions", "member", {
        name: "x",
        body: JSON.stringify([{ type: "p", children: [{ text: "" }] }]),
        categoryID: api.generalID,
      }),
      400,
    );
    expect(empty.errors?.map((e) => e.field)).toEqual(["body"]);
    const blank = await expectError(
      await call("POST", "/discussions", "member", {
        name: "  ",
        body: rich2("x"),
        categoryID: api.generalID,
      }),
      400,
    );
    expect(blank.errors?.map((e) => e.field)).toEqual(["name"]);
    await expectError(
      await call("POST", "/discussions", "member", {
        name: "x".repeat(101),
        body: rich2("x"),
        categoryID: api.generalID,
      }),
      400,
    );
    await expectError(
      await call("POST", "/discussions", "member", {
        name: "x",
        body: rich2("x"),
        categoryID: api.generalID,
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
        categoryID: api.generalID,
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
    const notes = await api.app.db
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
    const notes = await api.app.db
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
    const stored = await counts(api.generalID, w.memberID);
    expect(stored.category).toBe(await actualCount(api.generalID));
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { warningListSchema, type Warning } from "../../../schemas/api/warnings.schema";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectError, progressOf } from "./discussion-writes.fixtures";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin"] as const;
type Role = (typeof roles)[number];
const api = setUpRoleApi(roles);
const userIDs = {} as Record<Role, number>;
beforeAll(async () => {
  for (const role of roles) {
    userIDs[role] = (
      await api.app.db.selectFrom("users").select("userID").where("name", "=", role).executeTakeFirstOrThrow()
    ).userID;
  }
});

async function newDiscussion(as: Role, name = "Warn test"): Promise<number> {
  const response = await api.call("POST", "/discussions", as, {
    name,
    body: "Some post",
    format: "text",
    categoryID: api.generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Discussion).discussionID;
}

const warningsOf = (userID: number) =>
  api.app.db.selectFrom("warnings").selectAll().where("userID", "=", userID).execute();

const notificationsOf = (userID: number, discussionID: number) =>
  api.app.db
    .selectFrom("notifications")
    .selectAll()
    .where("userID", "=", userID)
    .where("reason", "=", "warning")
    .where("recordID", "=", discussionID)
    .execute();

describe("POST /api/v2/discussions/warn", () => {
  it("warns each author once, stores the warning and notifies the member once", async () => {
    const a = await newDiscussion("member", "Rude post");
    const b = await newDiscussion("member2", "Another");
    const before = (await warningsOf(userIDs.member)).length;
    const body = progressOf(
      await api.call("POST", "/discussions/warn", "moderator", {
        discussionIDs: [a, b, a],
        reason: "Be kind.",
        points: 3,
      }),
    );
    expect([...body.progress.successIDs].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    const stored = await warningsOf(userIDs.member);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      insertUserID: userIDs.moderator,
      recordType: "discussion",
      recordID: a,
      reason: "Be kind.",
      points: 3,
    });
    const notices = await notificationsOf(userIDs.member, a);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ activityUserID: userIDs.moderator, read: 0 });
    expect(notices[0]?.body).toContain("Be kind.");
    expect(await notificationsOf(userIDs.member2, b)).toHaveLength(1);
  });

  it("refuses warning oneself per id, and members and hidden discussions per id", async () => {
    const own = await newDiscussion("moderator", "Moderator's own");
    const members = await newDiscussion("member2", "Member's");
    const self = progressOf(
      await api.call("POST", "/discussions/warn", "moderator", {
        discussionIDs: [own, members],
        reason: "x",
      }),
    );
    expect(self.progress.successIDs).toEqual([members]);
    expect(self.progress.exceptionsByID[String(own)]).toEqual({
      message: "You cannot warn yourself.",
      status: 400,
      code: 400,
    });
    const byMember = progressOf(
      await api.call("POST", "/discussions/warn", "member", {
        discussionIDs: [members, api.staffDiscussionID],
        reason: "No.",
      }),
    );
    expect(byMember.progress.successIDs).toEqual([]);
    expect(byMember.progress.exceptionsByID[String(members)]?.status).toBe(403);
    expect(byMember.progress.exceptionsByID[String(api.staffDiscussionID)]?.status).toBe(404);
  });

  it("validates the reason (1 to 500 visible characters) and the points (0 to 10)", async () => {
    const id = await newDiscussion("member", "Validation");
    for (const payload of [
      { discussionIDs: [id], reason: "" },
      { discussionIDs: [id], reason: "   " },
      { discussionIDs: [id], reason: "x".repeat(501) },
      { discussionIDs: [id], reason: "ok", points: 11 },
      { discussionIDs: [id], reason: "ok", points: -1 },
      { discussionIDs: [], reason: "ok" },
    ]) {
      await expectError(await api.call("POST", "/discussions/warn", "moderator", payload), 400);
    }
    await expectError(
      await api.call("POST", "/discussions/warn", undefined, { discussionIDs: [id], reason: "x" }),
      401,
    );
  });
});

describe("GET /api/v2/users/{id}/warnings", () => {
  it("lists a member's warnings newest first for moderators and the member, 403 for others", async () => {
    const id = await newDiscussion("member2", "Listed");
    progressOf(
      await api.call("POST", "/discussions/warn", "admin", {
        discussionIDs: [id],
        reason: "First",
        points: 1,
      }),
    );
    progressOf(
      await api.call("POST", "/discussions/warn", "admin", { discussionIDs: [id], reason: "Second" }),
    );
    for (const as of ["moderator", "member2"] as const) {
      const response = await api.call("GET", `/users/${userIDs.member2}/warnings`, as);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json() as Warning[];
      expectMatchesSchema(warningListSchema, list);
      expect(list.slice(0, 2).map((w) => [w.reason, w.points])).toEqual([
        ["Second", 0],
        ["First", 1],
      ]);
    }
    const mine = await api.call("GET", "/users/$me/warnings?limit=1", "member2");
    expect((mine.json() as Warning[]).map((w) => w.reason)).toEqual(["Second"]);
    await expectError(await api.call("GET", `/users/${userIDs.member2}/warnings`, "member"), 403);
    await expectError(await api.call("GET", `/users/${userIDs.member2}/warnings`), 401);
    await expectError(await api.call("GET", "/users/99999999/warnings", "moderator"), 404);
  });
});

describe("PATCH /api/v2/discussions/{id} insertUserID (Change Author)", () => {
  const countOf = async (userID: number) =>
    (
      await api.app.db
        .selectFrom("users")
        .select("countDiscussions")
        .where("userID", "=", userID)
        .executeTakeFirstOrThrow()
    ).countDiscussions;

  it("lets site.manage change the author and recounts both members", async () => {
    const id = await newDiscussion("member", "Whose is it");
    const [member, member2] = [await countOf(userIDs.member), await countOf(userIDs.member2)];
    const response = await api.call("PATCH", `/discussions/${id}`, "admin", {
      insertUserID: userIDs.member2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json() as Discussion;
    expectMatchesSchema(discussionSchema, shown);
    expect(shown.insertUserID).toBe(userIDs.member2);
    expect(await countOf(userIDs.member)).toBe(member - 1);
    expect(await countOf(userIDs.member2)).toBe(member2 + 1);
  });

  it("answers 403 without site.manage and 400 for an unknown user", async () => {
    const id = await newDiscussion("member", "Not yours to give");
    await expectError(
      await api.call("PATCH", `/discussions/${id}`, "moderator", { insertUserID: userIDs.member2 }),
      403,
    );
    await expectError(
      await api.call("PATCH", `/discussions/${id}`, "member", { insertUserID: userIDs.member2 }),
      403,
    );
    const unknown = await expectError(
      await api.call("PATCH", `/discussions/${id}`, "admin", { insertUserID: 99999999 }),
      400,
    );
    expect(unknown.errors?.[0]?.field).toBe("insertUserID");
    const row = await api.app.db
      .selectFrom("discussions")
      .select("insertUserID")
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.insertUserID).toBe(userIDs.member);
  });
});

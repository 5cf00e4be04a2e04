// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { discussionDismissSchema } from "../../../schemas/api/discussion-moderation.schema";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;
type Role = (typeof roles)[number];

const api = setUpRoleApi(roles);
const { call } = api;

async function create(pinned: boolean): Promise<number> {
  const response = await call("POST", "/discussions", "member", {
    name: pinned ? "Read this first" : "Just a thread",
    body: JSON.stringify([{ type: "p", children: [{ text: "Hello there." }] }]),
    categoryID: api.generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as Discussion).discussionID;
  if (pinned) {
    await api.app.db
      .updateTable("discussions")
      .set({ pinned: 1, pinLocation: "recent", dateLastComment: "2001-01-01T00:00:00.000Z" })
      .where("discussionID", "=", id)
      .execute();
  }
  return id;
}

const listedIDs = async (as: Role) => {
  const response = await call("GET", "/discussions?limit=100", as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Discussion[]).map((d) => d.discussionID);
};

describe("PUT /api/v2/discussions/{id}/dismiss (content spec §7: body dismissed; answer has dismissed)", () => {
  it("dismisses an announcement for the viewer only and cancels the dismissal", async () => {
    const id = await create(true);
    const on = await call("PUT", `/discussions/${id}/dismiss`, "member2", { dismissed: true });
    expect(on.statusCode, on.body).toBe(200);
    expectMatchesSchema(discussionDismissSchema, on.json());
    expect(on.json()).toEqual({ dismissed: true });
    expect((await call("GET", `/discussions/${id}`, "member2")).json()).toMatchObject({ dismissed: true });
    expect((await call("GET", `/discussions/${id}`, "moderator")).json()).toMatchObject({ dismissed: false });

    const off = await call("PUT", `/discussions/${id}/dismiss`, "member2", { dismissed: false });
    expect(off.json()).toEqual({ dismissed: false });
    expect((await call("GET", `/discussions/${id}`, "member2")).json()).toMatchObject({ dismissed: false });
  });

  it("a dismissed announcement is no longer listed first for that member, but keeps its place in the order", async () => {
    const id = await create(true);
    const fresh = await create(false);
    const before = await listedIDs("member2");
    expect(before.indexOf(id)).toBeGreaterThanOrEqual(0);
    expect(before.indexOf(id)).toBeLessThan(before.indexOf(fresh));
    await call("PUT", `/discussions/${id}/dismiss`, "member2", { dismissed: true });
    const after = await listedIDs("member2");
    expect(after.indexOf(fresh)).toBeGreaterThanOrEqual(0);
    expect(after.slice(0, after.indexOf(fresh) + 1)).not.toContain(id);
    // It is still listed, in its normal place by date (its last comment is old).
    const byDate = await call(
      "GET",
      "/discussions?limit=100&pinOrder=mixed&dateLastComment=<2002-01-01",
      "member2",
    );
    expect((byDate.json() as Discussion[]).map((d) => d.discussionID)).toContain(id);
    const oldOnly = await call("GET", "/discussions?limit=100&dateLastComment=<2002-01-01", "member2");
    expect((oldOnly.json() as Discussion[]).map((d) => d.discussionID)).toContain(id);
    // Others still see it first.
    const other = await listedIDs("member");
    expect(other.indexOf(id)).toBeLessThan(other.indexOf(fresh));
    await call("PUT", `/discussions/${id}/dismiss`, "member2", { dismissed: false });
    const again = await listedIDs("member2");
    expect(again.indexOf(id)).toBeLessThan(again.indexOf(fresh));
    await api.app.db.updateTable("discussions").set({ pinned: 0 }).where("discussionID", "=", id).execute();
  });

  it("permissions: guests 401; members, author, moderator, admin may; banned members are refused", async () => {
    const id = await create(true);
    expect((await call("PUT", `/discussions/${id}/dismiss`, undefined, { dismissed: true })).statusCode).toBe(
      401,
    );
    for (const role of ["member", "member2", "moderator", "admin"] as const) {
      const response = await call("PUT", `/discussions/${id}/dismiss`, role, { dismissed: true });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
    const banned = await call("PUT", `/discussions/${id}/dismiss`, "banned", { dismissed: true });
    expect(banned.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, banned.json());
    await api.app.db.updateTable("discussions").set({ pinned: 0 }).where("discussionID", "=", id).execute();
  });

  it("a discussion that is not announced answers 400 with a clear message", async () => {
    const id = await create(false);
    const response = await call("PUT", `/discussions/${id}/dismiss`, "member", { dismissed: true });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().message).toBe("Only announcements can be dismissed.");
  });

  it("hidden and missing discussions answer the same 404", async () => {
    const hidden = await call("PUT", `/discussions/${api.staffDiscussionID}/dismiss`, "member", {
      dismissed: true,
    });
    const missing = await call("PUT", `/discussions/999999/dismiss`, "member", { dismissed: true });
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });

  it("bad bodies answer 400 with the error shape", async () => {
    const id = await create(true);
    for (const payload of [{}, { dismissed: "yes" }, { dismissed: true, extra: 1 }, []]) {
      const response = await call("PUT", `/discussions/${id}/dismiss`, "member", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    await api.app.db.updateTable("discussions").set({ pinned: 0 }).where("discussionID", "=", id).execute();
  });
});

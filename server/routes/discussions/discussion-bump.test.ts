// @vitest-environment node
import { describe, expect, it } from "vitest";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;

const api = setUpRoleApi(roles);
const { call } = api;

async function createOld(): Promise<number> {
  const response = await call("POST", "/discussions", "member", {
    name: "An older thread",
    body: JSON.stringify([{ type: "p", children: [{ text: "From long ago." }] }]),
    categoryID: api.generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as Discussion).discussionID;
  await api.app.db
    .updateTable("discussions")
    .set({ dateLastComment: "2001-01-01T00:00:00.000Z" })
    .where("discussionID", "=", id)
    .execute();
  return id;
}

describe("PATCH /api/v2/discussions/{id}/bump (content spec §7; §6: curation.manage bumps)", () => {
  it("moves the discussion to the top of recent without recording an edit, answering the discussion", async () => {
    const id = await createOld();
    const response = await call("PATCH", `/discussions/${id}/bump`, "moderator");
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(discussionSchema, response.json());
    const bumped = response.json() as Discussion & { dateLastComment?: string; dateUpdated?: string | null };
    expect(bumped.discussionID).toBe(id);
    const row = await api.app.db
      .selectFrom("discussions")
      .select(["dateLastComment", "dateUpdated", "updateUserID"])
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(String(row.dateLastComment) > "2020").toBe(true);
    expect(row.dateUpdated).toBeNull();
    expect(row.updateUserID).toBeNull();
    const list = await call("GET", "/discussions?limit=100&pinOrder=mixed", "member");
    expect((list.json() as Discussion[])[0]?.discussionID).toBe(id);
  });

  it("permissions: guest 401; member, author and banned 403; moderator and admin may", async () => {
    const id = await createOld();
    expect((await call("PATCH", `/discussions/${id}/bump`)).statusCode).toBe(401);
    for (const role of ["member", "member2", "banned"] as const) {
      const response = await call("PATCH", `/discussions/${id}/bump`, role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const role of ["moderator", "admin"] as const) {
      const response = await call("PATCH", `/discussions/${id}/bump`, role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
  });

  it("hidden and missing discussions answer the same 404; bad ids 400", async () => {
    const hidden = await call("PATCH", `/discussions/${api.staffDiscussionID}/bump`, "member");
    const missing = await call("PATCH", "/discussions/999999/bump", "member");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const bad = await call("PATCH", "/discussions/abc/bump", "moderator");
    expect(bad.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, bad.json());
  });
});

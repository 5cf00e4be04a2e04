// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { collectionListSchema, type Collection } from "../../../schemas/entities/collection.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "moderator", "admin", "banned"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
let generalDiscussionID = 0;
let staffDiscussionID = 0;
let staffRoomID = 0;
const collectionIDs: number[] = [];
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const role of roles) cookies[role] = await signInAs(app, role);
  const generalID = await categoryIDOf(app, "general");
  staffRoomID = await categoryIDOf(app, "staff-room");
  const first = (categoryID: number) =>
    app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "=", categoryID)
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
  generalDiscussionID = (await first(generalID)).discussionID;
  staffDiscussionID = (await first(staffRoomID)).discussionID;
  for (const name of ["Picks A", "Picks B", "Picks C"]) {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/collections",
      headers: { ...writeHeaders, cookie: cookies.admin },
      payload: { name, records: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    collectionIDs.push((response.json() as Collection).collectionID);
  }
});
afterAll(() => app.close());

const byResource = (recordID: number, recordType = "discussion", as?: Role) =>
  app.inject({
    url: `/api/v2/collections/by-resource?recordID=${recordID}&recordType=${recordType}`,
    headers: as ? { cookie: cookies[as] } : {},
  });
const put = (payload: unknown, as?: Role) =>
  app.inject({
    method: "PUT",
    url: "/api/v2/collections/by-resource",
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    payload: payload as object,
  });
const ids = (response: { json: () => unknown }) =>
  (response.json() as Collection[]).map((c) => c.collectionID);

describe("GET and PUT /api/v2/collections/by-resource (content spec §7 Collections)", () => {
  it("sets exactly the listed collections, keeps the record where it stays, and an empty list clears", async () => {
    const [a, b, c] = collectionIDs as [number, number, number];
    const record = { recordID: generalDiscussionID, recordType: "discussion" };
    const first = await put({ record, collectionIDs: [a, b] }, "admin");
    expect(first.statusCode, first.body).toBe(200);
    expectMatchesSchema(collectionListSchema, first.json());
    expect(ids(first)).toEqual([a, b]);
    for (const collection of first.json() as Collection[]) {
      expect(collection.records).toContainEqual(expect.objectContaining(record));
      expect(collection.updateUserID).not.toBeNull();
    }

    const listed = await byResource(generalDiscussionID, "discussion", "member");
    expect(listed.statusCode).toBe(200);
    expectMatchesSchema(collectionListSchema, listed.json());
    expect(ids(listed)).toEqual([a, b]);

    const second = await put({ record, collectionIDs: [b, c] }, "admin");
    expect(second.statusCode, second.body).toBe(200);
    expect(ids(second)).toEqual([b, c]);
    expect(ids(await byResource(generalDiscussionID))).toEqual([b, c]);

    const cleared = await put({ record, collectionIDs: [] }, "admin");
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
    expect((await byResource(generalDiscussionID)).json()).toEqual([]);
  });

  it("categories can be collected too", async () => {
    const generalID = await categoryIDOf(app, "general");
    const response = await put(
      { record: { recordID: generalID, recordType: "category" }, collectionIDs: [collectionIDs[0]] },
      "admin",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(await byResource(generalID, "category"))).toEqual([collectionIDs[0]]);
  });

  it("permissions for PUT (content spec §6: Add to Collection needs community.manage): guest 401; member, moderator and banned 403; admin may", async () => {
    const payload = {
      record: { recordID: generalDiscussionID, recordType: "discussion" },
      collectionIDs: [],
    };
    expect((await put(payload)).statusCode).toBe(401);
    for (const role of ["member", "moderator", "banned"] as const) {
      const response = await put(payload, role);
      expect(response.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await put(payload, "admin")).statusCode).toBe(200);
  });

  it("hidden records answer the same 404 as missing ones, for GET and PUT", async () => {
    const hidden = await byResource(staffDiscussionID, "discussion", "member");
    const missing = await byResource(999999, "discussion", "member");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await byResource(staffRoomID, "category")).statusCode).toBe(404);
    expect((await byResource(staffDiscussionID, "discussion", "moderator")).statusCode).toBe(200);
    const put404 = await put(
      { record: { recordID: 999999, recordType: "discussion" }, collectionIDs: [] },
      "admin",
    );
    expect(put404.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, put404.json());
  });

  it("bad queries and bodies answer 400 with the error shape; unknown collections are named", async () => {
    for (const url of [
      "",
      "?recordID=1",
      "?recordType=discussion",
      "?recordID=x&recordType=discussion",
      "?recordID=1&recordType=user",
    ]) {
      const response = await app.inject({ url: `/api/v2/collections/by-resource${url}` });
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const record = { recordID: generalDiscussionID, recordType: "discussion" };
    for (const payload of [
      {},
      { record },
      { collectionIDs: [] },
      { record, collectionIDs: ["a"] },
      { record: { recordID: 1 }, collectionIDs: [] },
    ]) {
      const response = await put(payload, "admin");
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const unknown = await put({ record, collectionIDs: [collectionIDs[0], 999999] }, "admin");
    expect(unknown.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, unknown.json());
    expect(unknown.json().errors[0]).toMatchObject({ field: "collectionIDs", code: "notFound" });
    // Nothing was changed by the refused call.
    expect((await byResource(generalDiscussionID)).json()).toEqual([]);
  });
});

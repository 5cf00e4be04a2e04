// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { reportListSchema, reportSchema, type Report } from "../../../schemas/entities/report.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { writeSiteConfig } from "../../services/config";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned", "ada"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
const discussionIDs: number[] = [];
let commentID = 0;
let staffDiscussionID = 0;
let staffCommentID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo", abuseLimits: { reportsPerAccount: { limit: 3 } } });
  for (const role of roles) cookies[role] = await signInAs(app, role);
  await writeSiteConfig(app.db, { "featureFlags.escalations.Enabled": true });
  const generalID = await categoryIDOf(app, "general");
  const staffRoomID = await categoryIDOf(app, "staff-room");
  const rows = await app.db
    .selectFrom("discussions")
    .select("discussionID")
    .where("categoryID", "=", generalID)
    .orderBy("discussionID")
    .limit(6)
    .execute();
  discussionIDs.push(...rows.map((r) => r.discussionID));
  commentID = (
    await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "in", discussionIDs)
      .orderBy("commentID")
      .executeTakeFirstOrThrow()
  ).commentID;
  staffDiscussionID = (
    await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "=", staffRoomID)
      .executeTakeFirstOrThrow()
  ).discussionID;
  const staffComment = await app.db
    .selectFrom("comments")
    .select("commentID")
    .where("discussionID", "=", staffDiscussionID)
    .executeTakeFirst();
  staffCommentID = staffComment?.commentID ?? 0;
});
afterAll(() => app.close());

function call(method: "POST" | "GET" | "PATCH", url: string, as?: Role, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
const id = (index: number) => discussionIDs[index] as number;

describe("POST /api/v2/{discussions|comments}/{id}/reports (content spec §6: flag.add with the escalations flag)", () => {
  it("reports a discussion and a comment, answering the report with the record's name and url", async () => {
    const response = await call("POST", `/discussions/${id(0)}/reports`, "member", {
      reason: "Spam",
      noteBody: "Links to a shop.",
    });
    expect(response.statusCode, response.body).toBe(201);
    expectMatchesSchema(reportSchema, response.json());
    const report = response.json() as Report;
    expect(report).toMatchObject({
      recordType: "discussion",
      recordID: id(0),
      reason: "Spam",
      noteBody: "Links to a shop.",
      status: "new",
    });
    expect(report.recordUrl).toMatch(new RegExp(`^/discussion/${id(0)}/`));
    expect(report.insertUser.name).toBe("member");

    const comment = await call("POST", `/comments/${commentID}/reports`, "member", { reason: "Rude" });
    expect(comment.statusCode, comment.body).toBe(201);
    expectMatchesSchema(reportSchema, comment.json());
    expect(comment.json()).toMatchObject({ recordType: "comment", recordID: commentID, noteBody: null });
    expect((comment.json() as Report).recordUrl).toBe(
      `/discussion/comment/${commentID}#Comment_${commentID}`,
    );
  });

  it("one open report per member per record: a second answers 409; another member may report it", async () => {
    const again = await call("POST", `/discussions/${id(0)}/reports`, "member", { reason: "Still spam" });
    expect(again.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, again.json());
    const other = await call("POST", `/discussions/${id(0)}/reports`, "member2", { reason: "Spam" });
    expect(other.statusCode, other.body).toBe(201);
  });

  it("permissions: guest 401, banned 403; members, author, moderator and admin may", async () => {
    expect((await call("POST", `/discussions/${id(1)}/reports`, undefined, { reason: "x" })).statusCode).toBe(
      401,
    );
    const banned = await call("POST", `/discussions/${id(1)}/reports`, "banned", { reason: "x" });
    expect(banned.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, banned.json());
    for (const role of ["moderator", "admin"] as const) {
      const response = await call("POST", `/discussions/${id(1)}/reports`, role, { reason: "Check this" });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(201);
    }
  });

  it("is refused with 403 while the escalations flag is off", async () => {
    await writeSiteConfig(app.db, { "featureFlags.escalations.Enabled": false });
    const response = await call("POST", `/discussions/${id(2)}/reports`, "member2", { reason: "x" });
    await writeSiteConfig(app.db, { "featureFlags.escalations.Enabled": true });
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("hidden records answer the same 404 as missing ones", async () => {
    const hidden = await call("POST", `/discussions/${staffDiscussionID}/reports`, "member2", {
      reason: "x",
    });
    const missing = await call("POST", "/discussions/999999/reports", "member2", { reason: "x" });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    if (staffCommentID) {
      const hiddenComment = await call("POST", `/comments/${staffCommentID}/reports`, "member2", {
        reason: "x",
      });
      const missingComment = await call("POST", "/comments/999999/reports", "member2", { reason: "x" });
      expect(hiddenComment.statusCode).toBe(404);
      expect(hiddenComment.json()).toEqual(missingComment.json());
    }
  });

  it("bad bodies answer 400 with the error shape", async () => {
    for (const payload of [
      {},
      { reason: "" },
      { reason: "x".repeat(501) },
      { reason: 5 },
      { reason: "x", extra: 1 },
      { reason: "   " },
    ]) {
      const response = await call("POST", `/discussions/${id(3)}/reports`, "ada", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("a member's reports are limited per hour (429 with Retry-After)", async () => {
    // The limit in this app is 3 per account; refused attempts above did not count.
    for (const index of [1, 2, 3]) {
      const response = await call("POST", `/discussions/${id(index)}/reports`, "ada", { reason: "x" });
      expect(response.statusCode, response.body).toBe(201);
    }
    const last = await call("POST", `/discussions/${id(4)}/reports`, "ada", { reason: "x" });
    expect(last.statusCode).toBe(429);
    expect(last.headers["retry-after"]).toBeDefined();
    expectMatchesSchema(errorBodySchema, last.json());
  });
});

describe("GET /api/v2/reports and PATCH /api/v2/reports/{id} (moderators: community.moderate)", () => {
  it("lists reports newest first with paging headers, filtered by status and record", async () => {
    const response = await call("GET", "/reports?limit=2", "moderator");
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(reportListSchema, response.json());
    expect((response.json() as Report[]).length).toBe(2);
    expect(response.headers["x-app-page-current"] ?? response.headers.link).toBeDefined();
    const byRecord = await call("GET", `/reports?recordType=discussion&recordID=${id(0)}`, "moderator");
    const list = byRecord.json() as Report[];
    expect(list.map((r) => r.insertUser.name).sort()).toEqual(["member", "member2"]);
    for (const report of list) expect(report.recordName).toBeTruthy();
  });

  it("dismisses and resolves; a closed report lets the member report again", async () => {
    const [first] = (
      await call("GET", `/reports?recordType=comment&recordID=${commentID}`, "moderator")
    ).json() as Report[];
    expect(first).toBeDefined();
    const dismissed = await call("PATCH", `/reports/${first!.reportID}`, "moderator", {
      status: "dismissed",
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expectMatchesSchema(reportSchema, dismissed.json());
    expect(dismissed.json()).toMatchObject({ status: "dismissed", updateUserID: expect.any(Number) });
    const open = await call("GET", "/reports?status=new&recordType=comment", "moderator");
    expect((open.json() as Report[]).map((r) => r.reportID)).not.toContain(first!.reportID);
    const resolved = await call("PATCH", `/reports/${first!.reportID}`, "admin", { status: "resolved" });
    expect(resolved.json()).toMatchObject({ status: "resolved" });
    const again = await call("POST", `/comments/${commentID}/reports`, "member", { reason: "Rude again" });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("permissions: guest 401; members, authors and banned 403; moderator and admin may", async () => {
    const [some] = (await call("GET", "/reports", "admin")).json() as Report[];
    expect((await call("GET", "/reports")).statusCode).toBe(401);
    expect(
      (await call("PATCH", `/reports/${some!.reportID}`, undefined, { status: "dismissed" })).statusCode,
    ).toBe(401);
    for (const role of ["member", "member2", "banned"] as const) {
      const list = await call("GET", "/reports", role);
      expect(list.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, list.json());
      expect(
        (await call("PATCH", `/reports/${some!.reportID}`, role, { status: "dismissed" })).statusCode,
      ).toBe(403);
    }
    expect((await call("GET", "/reports", "admin")).statusCode).toBe(200);
  });

  it("bad queries and bodies answer 400; a missing report 404", async () => {
    for (const url of ["/reports?status=open", "/reports?recordType=user", "/reports?page=0"]) {
      const response = await call("GET", url, "moderator");
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const payload of [{}, { status: "new" }, { status: "dismissed", extra: 1 }]) {
      const response = await call("PATCH", "/reports/1", "moderator", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const missing = await call("PATCH", "/reports/999999", "moderator", { status: "dismissed" });
    expect(missing.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, missing.json());
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import {
  buildCategory,
  buildCommunity,
  buildComment,
  buildDiscussion,
  buildUser,
  signInCookie,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { reportListSchema, reportSchema, type Report } from "../../../schemas/entities/report.schema";
import type { MeCounts } from "../../../schemas/entities/user.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
let member: BuiltUser;
let author: BuiltUser;
let moderator: BuiltUser;
let generalID = 0;
beforeAll(async () => {
  app = await buildTestApp();
  const community = await buildCommunity(app);
  member = community.member;
  moderator = community.moderator;
  author = (await buildCommunity(app)).member;
  generalID = community.general.categoryID;
});
afterAll(() => app.close());

async function call(
  method: "POST" | "GET" | "PATCH" | "DELETE",
  url: string,
  as?: BuiltUser,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: await signInCookie(app.db, as.userID) } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

describe("reporting on a fresh site", () => {
  it("is on by default: the public config says so and a member's report of a comment is taken", async () => {
    const config = await call("GET", "/config?select=featureFlags.escalations.Enabled", member);
    expect(config.json()).toEqual({ "featureFlags.escalations.Enabled": true });
    const discussionID = await buildDiscussion(app.db, {
      categoryID: generalID,
      insertUserID: author.userID,
    });
    const commentID = await buildComment(app.db, { discussionID, insertUserID: author.userID });
    const response = await call("POST", `/comments/${commentID}/reports`, member, { reason: "Rude" });
    expect(response.statusCode, response.body).toBe(201);
  });
});

async function reportedComment(body = "You are all fools.") {
  const discussionID = await buildDiscussion(app.db, { categoryID: generalID, insertUserID: author.userID });
  const commentID = await buildComment(app.db, { discussionID, insertUserID: author.userID, body });
  const response = await call("POST", `/comments/${commentID}/reports`, member, { reason: "Insults" });
  expect(response.statusCode, response.body).toBe(201);
  return { discussionID, commentID, report: response.json() as Report };
}

const countsOf = async (as: BuiltUser) =>
  ((await call("GET", "/users/me-counts", as)).json() as MeCounts).counts.find(
    (c) => c.name === "OpenReports",
  )?.count;

describe("the report queue (GET /reports)", () => {
  it("shows moderators the reported post: excerpt, author, discussion, reporter and reason", async () => {
    const { discussionID, commentID, report } = await reportedComment("You are **all** fools.");
    const response = await call("GET", `/reports?recordType=comment&recordID=${commentID}`, moderator);
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(reportListSchema, response.json());
    const [listed] = response.json() as Report[];
    expect(listed).toMatchObject({
      reportID: report.reportID,
      recordExcerpt: "You are all fools.",
      recordUserID: author.userID,
      discussionID,
      recordUrl: `/discussion/comment/${commentID}#Comment_${commentID}`,
      reason: "Insults",
      status: "new",
      resolutionNote: null,
    });
    expect(listed?.recordUser?.name).toBe(author.name);
    expect(listed?.insertUser.name).toBe(member.name);
    expect(listed?.discussionUrl).toMatch(new RegExp(`^/discussion/${discussionID}/`));
  });

  it("members get 403, guests 401, and bad filters 400", async () => {
    expect((await call("GET", "/reports", member)).statusCode).toBe(403);
    expect((await call("GET", "/reports")).statusCode).toBe(401);
    const bad = await call("GET", "/reports?status=open", moderator);
    expect(bad.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, bad.json());
  });

  it("a category moderator sees only the reports of the categories they moderate", async () => {
    const { commentID } = await reportedComment();
    const other = await buildCategory(app.db);
    const elsewhere = await buildDiscussion(app.db, {
      categoryID: other.categoryID,
      insertUserID: author.userID,
    });
    expect(
      (await call("POST", `/discussions/${elsewhere}/reports`, member, { reason: "Spam" })).statusCode,
    ).toBe(201);
    const roleID = await categoryModeratorRole(other.categoryID);
    const keeper = await buildUser(app.db);
    await app.db.insertInto("user_roles").values({ userID: keeper.userID, roleID }).execute();
    const listed = (await call("GET", "/reports?status=new", keeper)).json() as Report[];
    expect(listed.map((r) => r.recordID)).toEqual([elsewhere]);
    expect(await countsOf(keeper)).toBe(1);
    const forbiddenPatch = await call("PATCH", `/reports/${await reportIDOf(commentID)}`, keeper, {
      status: "dismissed",
    });
    expect(forbiddenPatch.statusCode).toBe(403);
  });
});

describe("PATCH /reports/{id} and POST /reports/{id}/warn", () => {
  it("resolves with a note and tells the reporter only when asked", async () => {
    const { report } = await reportedComment();
    const quiet = await call("PATCH", `/reports/${report.reportID}`, moderator, { status: "dismissed" });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await notificationsOf(member, "reportOutcome")).toHaveLength(0);
    const told = await call("PATCH", `/reports/${report.reportID}`, moderator, {
      status: "resolved",
      resolutionNote: "Comment removed.",
      notifyReporter: true,
    });
    expect(told.statusCode, told.body).toBe(200);
    expectMatchesSchema(reportSchema, told.json());
    expect(told.json()).toMatchObject({ status: "resolved", resolutionNote: "Comment removed." });
    const [notice] = await notificationsOf(member, "reportOutcome");
    expect(notice?.body).toContain("Comment removed.");
  });

  it("members 403; bad bodies 400; missing reports 404", async () => {
    const { report } = await reportedComment();
    expect(
      (await call("PATCH", `/reports/${report.reportID}`, member, { status: "resolved" })).statusCode,
    ).toBe(403);
    for (const body of [{ status: "new" }, { status: "resolved", resolutionNote: "x".repeat(501) }, {}]) {
      const response = await call("PATCH", `/reports/${report.reportID}`, moderator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await call("PATCH", "/reports/999999", moderator, { status: "resolved" })).statusCode).toBe(404);
    expect((await call("POST", `/reports/${report.reportID}/warn`, member, { reason: "x" })).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", `/reports/${report.reportID}/warn`, moderator, { points: 3 })).statusCode,
    ).toBe(400);
  });

  it("warns the reported comment's author, who is told", async () => {
    const { commentID, report } = await reportedComment();
    const response = await call("POST", `/reports/${report.reportID}/warn`, moderator, {
      reason: "Keep it civil.",
      points: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const warning = await app.db
      .selectFrom("warnings")
      .selectAll()
      .where("recordType", "=", "comment")
      .where("recordID", "=", commentID)
      .executeTakeFirstOrThrow();
    expect(warning).toMatchObject({ userID: author.userID, points: 2, reason: "Keep it civil." });
    expect((await notificationsOf(author, "warning")).length).toBeGreaterThan(0);
  });

  it("once the comment is deleted the queue keeps the report, its post gone but its author known", async () => {
    const { commentID, report } = await reportedComment();
    const deleted = await call("DELETE", `/comments/${commentID}`, moderator);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [listed] = (
      await call("GET", `/reports?recordType=comment&recordID=${commentID}`, moderator)
    ).json() as Report[];
    expect(listed).toMatchObject({
      reportID: report.reportID,
      recordUrl: null,
      recordExcerpt: null,
      recordUserID: author.userID,
    });
    // Its author may still be warned for it, in place.
    const warned = await call("POST", `/reports/${report.reportID}/warn`, moderator, { reason: "Removed." });
    expect(warned.statusCode, warned.body).toBe(200);
  });
});

describe("moderators learn of reports", () => {
  it("each moderator is told when a report is filed; members are not; the badge counts open reports", async () => {
    const before = await countsOf(moderator);
    const bystander = await buildUser(app.db);
    const { report } = await reportedComment();
    const notices = await notificationsOf(moderator, "report");
    expect(notices.some((n) => n.url.includes(`recordID=${report.recordID}`))).toBe(true);
    expect(await notificationsOf(bystander, "report")).toHaveLength(0);
    expect(await countsOf(moderator)).toBe((before ?? 0) + 1);
    expect(await countsOf(member)).toBeUndefined();
    await call("PATCH", `/reports/${report.reportID}`, moderator, { status: "dismissed" });
    expect(await countsOf(moderator)).toBe(before ?? 0);
  });
});

async function notificationsOf(user: BuiltUser, reason: string) {
  return app.db
    .selectFrom("notifications")
    .selectAll()
    .where("userID", "=", user.userID)
    .where("reason", "=", reason)
    .execute();
}

async function reportIDOf(commentID: number) {
  const row = await app.db
    .selectFrom("reports")
    .select("reportID")
    .where("recordType", "=", "comment")
    .where("recordID", "=", commentID)
    .executeTakeFirstOrThrow();
  return row.reportID;
}

/** A role granting discussions.moderate (and viewing) on one category only. */
async function categoryModeratorRole(categoryID: number) {
  const { roleID } = await app.db
    .insertInto("roles")
    .values({ name: `Keeper ${categoryID}`, type: "member", description: "", isAdmin: 0, sort: 99 })
    .returning("roleID")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("role_permissions")
    .values(
      ["discussions.view", "discussions.moderate"].map((permission) => ({
        roleID,
        resourceType: "category",
        resourceID: categoryID,
        permission,
        allowed: 1,
      })),
    )
    .execute();
  return roleID;
}

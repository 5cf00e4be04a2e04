// @vitest-environment node
import { describe, expect, it } from "vitest";
import { revisionListSchema, type Revision } from "../../../schemas/entities/revision.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { postComment, postDiscussion, rich2Paragraph, setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;

const api = setUpRoleApi(roles);
const { call } = api;

const createDiscussion = () => postDiscussion(api, "member", "First title", "First body.");
const createComment = (discussionID: number) => postComment(api, "member", discussionID, "First reply.");

describe("GET /api/v2/discussions/{id}/revisions (content spec §2: revision history)", () => {
  it("every edit of the title or body keeps the replaced version, newest first; a no-op edit keeps none", async () => {
    const id = await createDiscussion();
    expect((await call("PATCH", `/discussions/${id}`, "member", { name: "Second title" })).statusCode).toBe(
      200,
    );
    expect(
      (await call("PATCH", `/discussions/${id}`, "moderator", { body: rich2Paragraph("Second body.") }))
        .statusCode,
    ).toBe(200);
    // The same title again and a close change no title or body: no revision.
    await call("PATCH", `/discussions/${id}`, "member", { name: "Second title" });
    await call("PATCH", `/discussions/${id}`, "moderator", { closed: true });
    await call("PATCH", `/discussions/${id}`, "moderator", { closed: false });

    const response = await call("GET", `/discussions/${id}/revisions`, "moderator");
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(revisionListSchema, response.json());
    const revisions = response.json() as Revision[];
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({
      name: "Second title",
      body: rich2Paragraph("First body."),
      format: "rich2",
    });
    expect(revisions[0]!.insertUser.name).toBe("member");
    expect(revisions[1]).toMatchObject({
      name: "First title",
      body: rich2Paragraph("First body."),
      recordID: id,
    });
    expect(response.headers["x-app-page-current"] ?? response.headers.link).toBeDefined();
  });

  it("permissions (content spec §6: revision history is for moderators): guest 401; members, the author and banned 403; moderator and admin may", async () => {
    const id = await createDiscussion();
    expect((await call("GET", `/discussions/${id}/revisions`)).statusCode).toBe(401);
    for (const role of ["member", "member2", "banned"] as const) {
      const response = await call("GET", `/discussions/${id}/revisions`, role);
      expect(response.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const role of ["moderator", "admin"] as const) {
      expect((await call("GET", `/discussions/${id}/revisions`, role)).statusCode, role).toBe(200);
    }
  });

  it("the author never sees the history, even within the edit window; moderators do", async () => {
    const id = await createDiscussion();
    await call("PATCH", `/discussions/${id}`, "member", { name: "Renamed by the author" });
    const author = await call("GET", `/discussions/${id}/revisions`, "member");
    const moderator = await call("GET", `/discussions/${id}/revisions`, "moderator");
    expect(author.statusCode).toBe(403);
    expect(moderator.statusCode).toBe(200);
    expect((moderator.json() as unknown[]).length).toBe(1);
  });

  it("hidden discussions answer the same 404 as missing ones; bad ids and queries 400", async () => {
    const hidden = await call("GET", `/discussions/${api.staffDiscussionID}/revisions`, "member");
    const missing = await call("GET", "/discussions/999999/revisions", "member");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    for (const url of [
      "/discussions/abc/revisions",
      "/discussions/1/revisions?limit=0",
      "/discussions/1/revisions?x=1",
    ]) {
      const response = await call("GET", url, "moderator");
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

describe("GET /api/v2/comments/{id}/revisions (content spec §2: revision history)", () => {
  it("every body edit keeps the replaced version with its writer and date", async () => {
    const commentID = await createComment(await createDiscussion());
    expect(
      (await call("PATCH", `/comments/${commentID}`, "member", { body: rich2Paragraph("Second reply.") }))
        .statusCode,
    ).toBe(200);
    await call("PATCH", `/comments/${commentID}`, "member", { body: rich2Paragraph("Second reply.") });
    const response = await call("GET", `/comments/${commentID}/revisions`, "moderator");
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(revisionListSchema, response.json());
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({
      recordType: "comment",
      name: null,
      body: rich2Paragraph("First reply."),
    });
  });

  it("permissions (content spec §6: revision history is for moderators): guest 401; members, the author and banned 403; moderator and admin may", async () => {
    const commentID = await createComment(await createDiscussion());
    expect((await call("GET", `/comments/${commentID}/revisions`)).statusCode).toBe(401);
    for (const role of ["member", "member2", "banned"] as const) {
      const response = await call("GET", `/comments/${commentID}/revisions`, role);
      expect(response.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const role of ["moderator", "admin"] as const) {
      expect((await call("GET", `/comments/${commentID}/revisions`, role)).statusCode, role).toBe(200);
    }
  });

  it("comments in hidden discussions answer the same 404 as missing ones", async () => {
    const staffComment = await api.app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", api.staffDiscussionID)
      .executeTakeFirst();
    const missing = await call("GET", "/comments/999999/revisions", "member");
    expect(missing.statusCode).toBe(404);
    if (staffComment) {
      const hidden = await call("GET", `/comments/${staffComment.commentID}/revisions`, "member");
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
    }
  });
});

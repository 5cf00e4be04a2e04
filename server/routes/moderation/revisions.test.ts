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

describe("who wrote each revision (content spec §4: revisions)", () => {
  it("a version is credited to whoever wrote it, not to a moderator who only closed or moved the post", async () => {
    const id = await createDiscussion();
    // The moderator closes and reopens it: the record's last updater, but not a writer of its words.
    await call("PATCH", `/discussions/${id}`, "moderator", { closed: true });
    await call("PATCH", `/discussions/${id}`, "moderator", { closed: false });
    await call("PATCH", `/discussions/${id}`, "member", { name: "Second title" });
    await call("PATCH", `/discussions/${id}`, "moderator", { closed: true });
    await call("PATCH", `/discussions/${id}`, "admin", { name: "Third title" });
    const revisions = (await call("GET", `/discussions/${id}/revisions`, "moderator")).json() as Revision[];
    expect(
      revisions.map((r) => [r.name, r.insertUser.name, r.editUserID === revisions[0]!.editUserID]),
    ).toEqual([
      ["Second title", "member", true],
      ["First title", "member", false],
    ]);
    // The second title was written when the first was replaced.
    expect(revisions[0]!.dateInserted).toBe(revisions[1]!.dateEdited);
  });
});

describe("POST /api/v2/{discussions|comments}/{id}/revisions/{revisionID}/restore", () => {
  it("a moderator makes a discussion's earlier version current; the replaced one is kept as a new revision", async () => {
    const id = await createDiscussion();
    await call("PATCH", `/discussions/${id}`, "member", {
      name: "Vandalised",
      body: rich2Paragraph("Spam."),
    });
    const [first] = (await call("GET", `/discussions/${id}/revisions`, "moderator")).json() as Revision[];
    const restore = await call(
      "POST",
      `/discussions/${id}/revisions/${first!.revisionID}/restore`,
      "moderator",
    );
    expect(restore.statusCode, restore.body).toBe(204);
    const current = (await call("GET", `/discussions/${id}/edit`, "moderator")).json() as {
      name: string;
      body: string;
    };
    expect(current).toMatchObject({ name: "First title", body: rich2Paragraph("First body.") });
    const revisions = (await call("GET", `/discussions/${id}/revisions`, "moderator")).json() as Revision[];
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ name: "Vandalised", body: rich2Paragraph("Spam.") });
    expect(revisions[0]!.insertUser.name).toBe("member");
  });

  it("members, the author and banned get 403, guests 401, and nothing changes", async () => {
    const id = await createDiscussion();
    await call("PATCH", `/discussions/${id}`, "member", { name: "Second title" });
    const [first] = (await call("GET", `/discussions/${id}/revisions`, "moderator")).json() as Revision[];
    const url = `/discussions/${id}/revisions/${first!.revisionID}/restore`;
    expect((await call("POST", url)).statusCode).toBe(401);
    for (const role of ["member", "member2", "banned"] as const) {
      const response = await call("POST", url, role);
      expect(response.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const revisions = (await call("GET", `/discussions/${id}/revisions`, "moderator")).json() as Revision[];
    expect(revisions).toHaveLength(1);
  });

  it("a revision of another post, a missing one or a bad id is refused with 4xx JSON", async () => {
    const id = await createDiscussion();
    const other = await createDiscussion();
    await call("PATCH", `/discussions/${other}`, "member", { name: "Other renamed" });
    const [otherRevision] = (
      await call("GET", `/discussions/${other}/revisions`, "moderator")
    ).json() as Revision[];
    for (const [url, status] of [
      [`/discussions/${id}/revisions/${otherRevision!.revisionID}/restore`, 404],
      [`/discussions/${id}/revisions/999999/restore`, 404],
      [`/discussions/${id}/revisions/abc/restore`, 400],
      [`/comments/${id}/revisions/0/restore`, 400],
    ] as const) {
      const response = await call("POST", url, "moderator");
      expect(response.statusCode, url).toBe(status);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("comments: a moderator restores an earlier body (member 403); the history keeps both versions", async () => {
    const commentID = await createComment(await createDiscussion());
    await call("PATCH", `/comments/${commentID}`, "member", { body: rich2Paragraph("Edited reply.") });
    const [first] = (await call("GET", `/comments/${commentID}/revisions`, "moderator")).json() as Revision[];
    const url = `/comments/${commentID}/revisions/${first!.revisionID}/restore`;
    expect((await call("POST", url, "member")).statusCode).toBe(403);
    expect((await call("POST", url, "member2")).statusCode).toBe(403);
    expect((await call("POST", url, "moderator")).statusCode).toBe(204);
    const comment = (await call("GET", `/comments/${commentID}/edit`, "moderator")).json() as {
      body: string;
    };
    expect(comment.body).toBe(rich2Paragraph("First reply."));
    const revisions = (
      await call("GET", `/comments/${commentID}/revisions`, "moderator")
    ).json() as Revision[];
    expect(revisions.map((r) => r.body)).toEqual([
      rich2Paragraph("Edited reply."),
      rich2Paragraph("First reply."),
    ]);
    expect(revisions.map((r) => r.insertUser.name)).toEqual(["member", "member"]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deletedCommentListSchema, type DeletedComment } from "../../../schemas/api/deleted-comments.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { postComment, postDiscussion, rich2Paragraph, setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { createCategoryModerator } from "../../../tests/helpers/category-moderator";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;

const api = setUpRoleApi(roles);
const { call } = api;

const createDiscussion = () => postDiscussion(api, "member", "A discussion", "Its body.");
const createComment = (discussionID: number, words: string, parentCommentID?: number) =>
  postComment(api, "member2", discussionID, words, parentCommentID);

async function deleteComment(commentID: number): Promise<void> {
  const response = await call("DELETE", `/comments/${commentID}`, "moderator");
  expect(response.statusCode, response.body).toBe(204);
}

async function deletedCommentsOf(discussionID: number, query = ""): Promise<DeletedComment[]> {
  const response = await call("GET", `/discussions/${discussionID}/deleted-comments${query}`, "moderator");
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(deletedCommentListSchema, response.json());
  return response.json() as DeletedComment[];
}

describe("GET /api/v2/discussions/{id}/deleted-comments (content spec §2: deleted comments)", () => {
  it("keeps a deleted comment with its stored HTML, author and dates, the latest deletion first", async () => {
    const discussionID = await createDiscussion();
    const first = await createComment(discussionID, "First <reply> & more.");
    const second = await createComment(discussionID, "Second reply.");
    await createComment(discussionID, "Kept reply.");
    expect(await deletedCommentsOf(discussionID)).toEqual([]);

    await deleteComment(first);
    await deleteComment(second);
    const deleted = await deletedCommentsOf(discussionID);
    expect(deleted.map((row) => row.commentID)).toEqual([second, first]);
    const moderatorID = (await call("GET", "/users/me", "moderator")).json().userID as number;
    expect(deleted[1]).toMatchObject({ discussionID, deleteUserID: moderatorID });
    expect(deleted[1]!.body).toContain("First &lt;reply&gt; &amp; more.");
    expect(deleted[1]!.body).not.toContain("<reply>");
    expect(deleted[1]!.insertUser).toMatchObject({ name: "member2" });
    expect(Date.parse(deleted[1]!.dateDeleted)).toBeGreaterThanOrEqual(Date.parse(deleted[1]!.dateInserted));
    // The comment itself is gone from the thread.
    expect((await call("GET", `/comments/${first}`, "moderator")).statusCode).toBe(404);
  });

  it("a comment with replies stays a tombstone and is kept once, also when the tombstone goes later", async () => {
    const discussionID = await createDiscussion();
    const parent = await createComment(discussionID, "Parent words.");
    const reply = await createComment(discussionID, "Reply words.", parent);

    await deleteComment(parent);
    const tombstone = await call("GET", `/comments/${parent}`, "moderator");
    expect(tombstone.statusCode).toBe(200);
    expect(tombstone.json().displayType).toBe("tombstone");
    const afterParent = await deletedCommentsOf(discussionID);
    expect(afterParent).toHaveLength(1);
    expect(afterParent[0]).toMatchObject({ commentID: parent });
    expect(afterParent[0]!.body).toContain("Parent words.");

    // The last reply goes, and the tombstone with it: the reply is kept, the parent not twice.
    await deleteComment(reply);
    const afterReply = await deletedCommentsOf(discussionID);
    expect(afterReply.map((row) => row.commentID)).toEqual([reply, parent]);
  });

  it("pages with paging headers", async () => {
    const discussionID = await createDiscussion();
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push(await createComment(discussionID, `Reply ${n}.`));
    for (const id of ids) await deleteComment(id);
    const response = await call("GET", `/discussions/${discussionID}/deleted-comments?limit=2`, "moderator");
    expect(response.json().map((row: DeletedComment) => row.commentID)).toEqual([ids[2], ids[1]]);
    expect(response.headers["x-app-page-result-count"]).toBe("3");
    expect(response.headers["x-app-page-next-url"]).toContain("page=2");
    const second = await deletedCommentsOf(discussionID, "?limit=2&page=2");
    expect(second.map((row) => row.commentID)).toEqual([ids[0]]);
  });

  it("permissions (content spec §6): guests 401; members, the discussion's author and banned 403; moderators and admins may", async () => {
    const discussionID = await createDiscussion();
    await deleteComment(await createComment(discussionID, "Gone."));
    const guest = await call("GET", `/discussions/${discussionID}/deleted-comments`);
    expect(guest.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, guest.json());
    for (const role of ["member", "member2", "banned"] as const) {
      const response = await call("GET", `/discussions/${discussionID}/deleted-comments`, role);
      expect(response.statusCode, role).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const role of ["moderator", "admin"] as const) {
      const response = await call("GET", `/discussions/${discussionID}/deleted-comments`, role);
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toHaveLength(1);
    }
  });

  it("a category moderator (discussions.moderate there only) reads their category's, not others'", async () => {
    const moderator = await createCategoryModerator(api.app);
    const ideas = await call("POST", "/discussions", "member", {
      name: "An idea",
      body: rich2Paragraph("Its body."),
      categoryID: moderator.categoryID,
    });
    expect(ideas.statusCode, ideas.body).toBe(201);
    const general = await createDiscussion();
    const read = (id: number) =>
      api.app.inject({
        url: `/api/v2/discussions/${id}/deleted-comments`,
        headers: { cookie: moderator.cookie },
      });
    expect((await read(ideas.json().discussionID as number)).statusCode).toBe(200);
    expect((await read(general)).statusCode).toBe(403);
  });

  it("hidden discussions answer the same 404 as missing ones; bad ids and queries 400", async () => {
    const hidden = await call("GET", `/discussions/${api.staffDiscussionID}/deleted-comments`, "member");
    const missing = await call("GET", "/discussions/999999/deleted-comments", "member");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    for (const url of [
      "/discussions/abc/deleted-comments",
      "/discussions/1/deleted-comments?limit=0",
      "/discussions/1/deleted-comments?limit=101",
      "/discussions/1/deleted-comments?x=1",
    ]) {
      const response = await call("GET", url, "moderator");
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

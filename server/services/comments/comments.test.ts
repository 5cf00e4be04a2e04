// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../../schemas/entities/comment.schema";
import { loadViewer } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { buildTestApp } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { listComments, locateComment } from "./comments";

const MEGA = "Show us your setup (mega thread)";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const viewerOf = async (name: string) =>
  loadViewer(
    app.db,
    (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
      .userID,
  );
const threadIDs = async (name: string) => {
  const { discussionID } = await app.db
    .selectFrom("discussions")
    .select("discussionID")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom("comments")
    .select("commentID")
    .where("discussionID", "=", discussionID)
    .orderBy("dateInserted")
    .orderBy("commentID")
    .execute();
  return { discussionID, ids: rows.map((row) => row.commentID) };
};

describe("locateComment", () => {
  it("finds a comment on page 3 of the 80-comment mega thread (30 per page, oldest first)", async () => {
    const { discussionID, ids } = await threadIDs(MEGA);
    expect(ids).toHaveLength(80);
    const member = await viewerOf("member");
    expect(await locateComment(app.db, member, ids[65]!)).toEqual({ discussionID, page: 3 });
    expect(await locateComment(app.db, member, ids[65]!, { sort: "-dateInserted" })).toEqual({
      discussionID,
      page: 1,
    });
    expect(await locateComment(app.db, member, ids[65]!, { limit: 10 })).toEqual({ discussionID, page: 7 });
    expect(await locateComment(app.db, member, ids[0]!)).toEqual({ discussionID, page: 1 });
  });

  it("agrees with listComments: the located page lists the comment", async () => {
    const { discussionID, ids } = await threadIDs(MEGA);
    const guest = await loadViewer(app.db, 0);
    for (const sort of ["-score", "-experimentalTrending"] as const) {
      const { page } = await locateComment(app.db, guest, ids[42]!, { sort, limit: 20 });
      const result = await listComments(app.db, guest, { discussionID, sort, page, limit: 20 });
      expect(result.comments.map((c) => c.commentID)).toContain(ids[42]);
      result.comments.forEach((c) => expectMatchesSchema(commentSchema, c));
    }
  });

  it("answers a Staff Room comment to a member with the 404 of a missing comment", async () => {
    const member = await viewerOf("member");
    await expect(locateComment(app.db, member, 999999)).rejects.toMatchObject({ status: 404 });
    const { ids } = await threadIDs("Handling the spam wave");
    await expect(locateComment(app.db, member, ids[0]!)).rejects.toBeInstanceOf(HttpError);
    await expect(locateComment(app.db, member, ids[0]!)).rejects.toMatchObject({
      status: 404,
      message: "Comment not found.",
    });
    expect((await locateComment(app.db, await viewerOf("moderator"), ids[0]!)).page).toBe(1);
  });
});

describe("listComments", () => {
  it("answers a page with the thread's total, expanded as asked", async () => {
    const { discussionID } = await threadIDs(MEGA);
    const result = await listComments(app.db, await viewerOf("member"), {
      discussionID,
      page: 2,
      limit: 25,
      expand: ["insertUser", "reactions"],
    });
    expect(result).toMatchObject({ total: 80, page: 2, limit: 25 });
    expect(result.comments).toHaveLength(25);
    for (const comment of result.comments) {
      expectMatchesSchema(commentSchema, comment);
      expect(comment.insertUser).toBeDefined();
      expect(comment.reactions).toBeDefined();
      expect(comment.permissions).toBeUndefined();
    }
  });
});

describe("demo seed comment counts", () => {
  it("stores counts equal to the comments themselves (discussions, categories, users)", async () => {
    const discussions = await app.db.selectFrom("discussions").selectAll().execute();
    const comments = await app.db.selectFrom("comments").selectAll().where("deleted", "=", 0).execute();
    for (const discussion of discussions) {
      const own = comments.filter((c) => c.discussionID === discussion.discussionID);
      expect(discussion.countComments, discussion.name).toBe(own.length);
      const last = own.sort((a, b) => String(a.dateInserted).localeCompare(String(b.dateInserted))).at(-1);
      expect(discussion.lastCommentID, discussion.name).toBe(last?.commentID ?? null);
    }
    const categoryOf = new Map(discussions.map((d) => [d.discussionID, d.categoryID]));
    for (const category of await app.db.selectFrom("categories").selectAll().execute()) {
      const n = comments.filter((c) => categoryOf.get(c.discussionID) === category.categoryID).length;
      expect(category.countComments, category.name).toBe(n);
    }
    for (const user of await app.db.selectFrom("users").selectAll().execute()) {
      expect(user.countComments, user.name).toBe(
        comments.filter((c) => c.insertUserID === user.userID).length,
      );
    }
  });

  it("gives the demo members markdown signatures", async () => {
    const member = await app.db
      .selectFrom("users")
      .select("signature")
      .where("name", "=", "member")
      .executeTakeFirstOrThrow();
    expect(member.signature).toBe("Plaza demo member — *say hi*");
  });
});

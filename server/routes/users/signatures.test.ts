// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { commentListSchema, commentSchema, type Comment } from "../../../schemas/entities/comment.schema";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { commentThreadAssetSchema } from "../../../schemas/widgets/comment-thread-asset.schema";
import { originalPostAssetSchema } from "../../../schemas/widgets/original-post-asset.schema";
import { saveSignature } from "../../services/users/signatures";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { writeSiteConfig } from "../../services/config";
import { hydrateCommentThreadAsset } from "../../layouts/hydrators/assets/comment-thread-asset";
import { hydrateOriginalPostAsset } from "../../layouts/hydrators/assets/original-post-asset";

// Vanilla's Signatures addon: expand insertUser.signature (content spec §5: only while signatures.enabled).
const WITH_SIGNATURE = "insertUser,insertUser.signature";

let app: FastifyInstance;
let commentID: number;
let discussionID: number;
let authorID: number;
let authorSignature: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  // A visible comment by "member" (seeded signature "Plaza demo member — *say hi*").
  const row = await app.db
    .selectFrom("comments")
    .innerJoin("users", "users.userID", "comments.insertUserID")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select(["comments.commentID", "comments.discussionID", "users.userID", "users.signature"])
    .where("users.name", "=", "member")
    .where("comments.deleted", "=", 0)
    .where("categories.name", "!=", "Staff Room")
    .orderBy("comments.commentID")
    .executeTakeFirstOrThrow();
  ({ commentID, discussionID, userID: authorID, signature: authorSignature } = row);
});
afterEach(async () => {
  // The demo seed turns signatures on; every test starts from the seeded state.
  await writeSiteConfig(app.db, { "signatures.enabled": true });
  await saveSignature(app.db, authorID, authorSignature);
  await app.db.updateTable("users").set({ banned: 0 }).where("userID", "=", authorID).execute();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url: `/api/v2${url}` });
const listComments = async (expand: string) => {
  const response = await get(`/comments?discussionID=${discussionID}&limit=100&expand=${expand}`);
  expect(response.statusCode).toBe(200);
  const comments = response.json<Comment[]>();
  expectMatchesSchema(commentListSchema, comments);
  return comments;
};
const authorsComment = (comments: Comment[]) => comments.find((c) => c.commentID === commentID);

describe("GET /comments expand=insertUser.signature (content spec §5)", () => {
  it("adds the author's signature as HTML when asked and signatures.enabled is on", async () => {
    const comment = authorsComment(await listComments(WITH_SIGNATURE));
    expect(comment?.insertUser?.signature).toBe("<p>Plaza demo member — <em>say hi</em></p>");
  });

  it("leaves signatures out when not asked for", async () => {
    const comments = await listComments("insertUser");
    expect(comments.some((c) => c.insertUser?.signature !== undefined)).toBe(false);
    expect(authorsComment(comments)?.insertUser?.name).toBe("member");
  });

  it("leaves signatures out when signatures.enabled is off, even when asked", async () => {
    await writeSiteConfig(app.db, { "signatures.enabled": false });
    const comments = await listComments(WITH_SIGNATURE);
    expect(comments.some((c) => c.insertUser?.signature !== undefined)).toBe(false);
  });

  it("serves signatures sanitised: scripts and event handlers are dropped", async () => {
    await saveSignature(
      app.db,
      authorID,
      'Hi <script>alert("x")</script> <img src="x.png" onerror="alert(1)">',
    );
    const signature = authorsComment(await listComments(WITH_SIGNATURE))?.insertUser?.signature ?? "";
    expect(signature).toContain("Hi");
    expect(signature).not.toMatch(/<script|onerror|alert/i);
  });

  it("gives banned members and empty signatures none", async () => {
    await app.db.updateTable("users").set({ banned: 1 }).where("userID", "=", authorID).execute();
    expect(authorsComment(await listComments(WITH_SIGNATURE))?.insertUser?.signature).toBeUndefined();
    await app.db.updateTable("users").set({ banned: 0 }).where("userID", "=", authorID).execute();
    await saveSignature(app.db, authorID, "   ");
    expect(authorsComment(await listComments(WITH_SIGNATURE))?.insertUser?.signature).toBeUndefined();
  });
});

describe("GET /comments/{id} expand=insertUser.signature", () => {
  it("adds the signature only when asked and enabled", async () => {
    const asked = (await get(`/comments/${commentID}?expand=${WITH_SIGNATURE}`)).json<Comment>();
    expectMatchesSchema(commentSchema, asked);
    expect(asked.insertUser?.signature).toContain("<em>say hi</em>");
    const plain = (await get(`/comments/${commentID}`)).json<Comment>();
    expect(plain.insertUser?.signature).toBeUndefined();
    await writeSiteConfig(app.db, { "signatures.enabled": false });
    const disabled = (await get(`/comments/${commentID}?expand=${WITH_SIGNATURE}`)).json<Comment>();
    expect(disabled.insertUser?.signature).toBeUndefined();
  });
});

describe("GET /discussions/{id} expand=insertUser.signature", () => {
  it("adds the author's signature to insertUser (never lastUser) when asked and enabled", async () => {
    const discussion = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("insertUserID", "=", authorID)
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
    const url = `/discussions/${discussion.discussionID}`;
    const asked = (await get(`${url}?expand=insertUser.signature,lastUser`)).json<Discussion>();
    expectMatchesSchema(discussionSchema, asked);
    expect(asked.insertUser?.signature).toBe("<p>Plaza demo member — <em>say hi</em></p>");
    expect(asked.lastUser?.signature).toBeUndefined();
    expect((await get(url)).json<Discussion>().insertUser?.signature).toBeUndefined();
    await writeSiteConfig(app.db, { "signatures.enabled": false });
    const disabled = (await get(`${url}?expand=insertUser.signature`)).json<Discussion>();
    expect(disabled.insertUser?.signature).toBeUndefined();
  });
});

describe("post page hydrators", () => {
  it("preload the original post's and the comments' signatures while enabled", async () => {
    const ctx = await hydrateContextFor(app, undefined, {
      layoutViewType: "post",
      recordType: "discussion",
      recordID: discussionID,
      params: { locale: "en", discussionID, page: 1 },
    });
    const thread = await hydrateCommentThreadAsset({}, ctx);
    expectMatchesSchema(commentThreadAssetSchema, thread);
    const comments = (thread as { comments: Comment[] }).comments;
    const comment = comments.find((c) => c.insertUserID === authorID);
    expect(comment?.insertUser?.signature).toContain("<em>say hi</em>");
    const post = await hydrateOriginalPostAsset({}, ctx);
    expectMatchesSchema(originalPostAssetSchema, post);
    const starter = (post as { discussion: Discussion }).discussion.insertUser;
    expect(starter?.signature ?? "").toMatch(/^<p>/);

    await writeSiteConfig(app.db, { "signatures.enabled": false });
    const off = await hydrateCommentThreadAsset({}, ctx);
    const offComments = (off as { comments: Comment[] }).comments;
    expect(offComments.some((c) => c.insertUser?.signature !== undefined)).toBe(false);
  });
});

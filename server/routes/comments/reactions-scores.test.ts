// @vitest-environment node
import { describe, expect, it } from "vitest";
import { reactionSummaryListSchema, reactionTypeListSchema } from "../../../schemas/entities/reaction.schema";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { createSession } from "../../auth/sessions";
import { insertMembers } from "../../../tests/helpers/members";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setUpReactions } from "./reactions.fixtures";

const r = setUpReactions();
const {
  api,
  cookies,
  send,
  get,
  reactTo,
  newDiscussion,
  newComment,
  scoreOfDiscussion,
  scoreOfComment,
  reactionRows,
  countOf,
} = r;

describe("GET /reactions (content spec §3 reaction icons)", () => {
  it("lists the active reaction types with their class and value", async () => {
    const response = await get("/reactions");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionTypeListSchema, response.json());
    const types = response.json() as { urlcode: string; class: string; reactionValue: number }[];
    expect(types.find((t) => t.urlcode === "Like")).toMatchObject({ class: "Positive", reactionValue: 1 });
    expect(types.find((t) => t.urlcode === "Dislike")).toMatchObject({
      class: "Negative",
      reactionValue: -1,
    });
    expect(types.find((t) => t.urlcode === "Spam")).toMatchObject({ class: "Flag", hidden: true });
  });

  it("gives each type a description and the absolute address of its icon, which answers an SVG file", async () => {
    const types = (await get("/reactions")).json() as {
      urlcode: string;
      description: string;
      photoUrl: string;
    }[];
    expect(types.find((t) => t.urlcode === "Like")?.description).toBe("You like the post.");
    for (const type of types) {
      expect(type.description.length, type.urlcode).toBeGreaterThan(0);
      const url = new URL(type.photoUrl);
      expect(url.pathname).toBe(`/api/v2/icons/reactions/${type.urlcode}.svg`);
      const icon = await api.app.inject({ url: url.pathname });
      expect(icon.statusCode, type.urlcode).toBe(200);
      expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(icon.body).toMatch(/^<svg [^>]*>(<path d="[^"]+"( transform="[^"]+")?\/>)+<\/svg>$/);
    }
  });
});

describe("one reaction per member per record (content spec §4 Reaction)", () => {
  it("a new reaction replaces the member's old one and answers the record's counts", async () => {
    const id = await newDiscussion("member");
    const like = await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(like.statusCode, like.body).toBe(200);
    expectMatchesSchema(reactionSummaryListSchema, like.json());
    expect(countOf(like.json(), "Like")).toBe(1);

    const dislike = await reactTo(`/discussions/${id}`, "Dislike", "member2");
    expect(dislike.statusCode).toBe(200);
    const summaries: ReactionSummary[] = dislike.json();
    expect(countOf(summaries, "Like")).toBe(0);
    expect(summaries.find((s) => s.urlcode === "Dislike")).toMatchObject({ count: 1, hasReacted: true });
    const rows = await reactionRows("discussion", id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userID).toBe(r.userIDs.member2);
  });

  it("giving the same type again changes nothing (the client removes with DELETE)", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    const [before] = await reactionRows("discussion", id);
    const again = await reactTo(`/discussions/${id}`, "like", "member2");
    expect(again.statusCode).toBe(200);
    expect(countOf(again.json(), "Like")).toBe(1);
    expect(await reactionRows("discussion", id)).toEqual([before]);
    expect(await scoreOfDiscussion(id)).toBe(1);
  });

  it("works the same on comments", async () => {
    const discussionID = await newDiscussion("member");
    const commentID = await newComment("member", discussionID);
    await reactTo(`/comments/${commentID}`, "Like", "member2");
    const response = await reactTo(`/comments/${commentID}`, "Dislike", "member2");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionSummaryListSchema, response.json());
    expect(await reactionRows("comment", commentID)).toHaveLength(1);
    expect(await scoreOfComment(commentID)).toBe(-1);
  });

  it("an unknown type or a body with extra fields is a 400 field error", async () => {
    const id = await newDiscussion("member");
    const unknown = await reactTo(`/discussions/${id}`, "NoSuchType", "member2");
    expect(unknown.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, unknown.json());
    expect(unknown.json().errors[0].field).toBe("reactionType");
    const extra = await send(
      "POST",
      `/discussions/${id}/reactions`,
      { reactionType: "Like", x: 1 },
      "member2",
    );
    expect(extra.statusCode).toBe(400);
    const wrongType = await send("POST", `/discussions/${id}/reactions`, { reactionType: 5 }, "member2");
    expect(wrongType.statusCode).toBe(400);
  });

  it("a closed discussion still takes reactions", async () => {
    const id = await newDiscussion("member", { closed: true });
    expect((await reactTo(`/discussions/${id}`, "Like", "member2")).statusCode).toBe(200);
  });

  it("a deleted comment (tombstone) takes no new reactions", async () => {
    const discussionID = await newDiscussion("member");
    const commentID = await newComment("member", discussionID, true);
    expect((await reactTo(`/comments/${commentID}`, "Like", "member2")).statusCode).toBe(404);
  });
});

describe("score is the sum of the record's reaction values, recomputed on every write", () => {
  it("stays exact after like → dislike → remove", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(await scoreOfDiscussion(id)).toBe(1);
    await reactTo(`/discussions/${id}`, "Dislike", "member2");
    expect(await scoreOfDiscussion(id)).toBe(-1);
    const removed = await send("DELETE", `/discussions/${id}/reactions`, undefined, "member2");
    expect(removed.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(0);
    expect(await reactionRows("discussion", id)).toEqual([]);
    // Removing a reaction that is not there changes nothing.
    expect((await send("DELETE", `/discussions/${id}/reactions/`, undefined, "member2")).statusCode).toBe(
      204,
    );
    expect(await scoreOfDiscussion(id)).toBe(0);
  });

  it("stays exact with 20 concurrent reactions from different members", async () => {
    const crowd: string[] = [];
    for (const [i, userID] of (await insertMembers(api.app.db, "reactor", 20)).entries()) {
      const { token } = await createSession(api.app.db, userID);
      cookies[`reactor${i}`] = `plaza_session=${token}`;
      crowd.push(`reactor${i}`);
    }
    const id = await newDiscussion("member");
    const commentID = await newComment("member", id);
    // 14 likes (+1) and 6 dislikes (-1) at once, on a discussion and on a comment.
    const typeOf = (i: number) => (i < 14 ? "Like" : "Dislike");
    const answers = await Promise.all(
      crowd.flatMap((name, i) => [
        reactTo(`/discussions/${id}`, typeOf(i), name),
        reactTo(`/comments/${commentID}`, typeOf(i), name),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await scoreOfDiscussion(id)).toBe(8);
    expect(await scoreOfComment(commentID)).toBe(8);
    // Everyone switches at once: 14 dislikes and 6 likes.
    await Promise.all(
      crowd.map((name, i) => reactTo(`/discussions/${id}`, i < 14 ? "Dislike" : "Like", name)),
    );
    expect(await scoreOfDiscussion(id)).toBe(-8);
    await Promise.all(crowd.map((name) => send("DELETE", `/discussions/${id}/reactions`, undefined, name)));
    expect(await scoreOfDiscussion(id)).toBe(0);
  });
});

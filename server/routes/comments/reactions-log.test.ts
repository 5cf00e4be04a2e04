// @vitest-environment node
import { describe, expect, it } from "vitest";
import { reactionLogSchema, type ReactionLogEntry } from "../../../schemas/entities/reaction.schema";
import { nowISO } from "../../db/columns";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setUpReactions } from "./reactions.fixtures";

const r = setUpReactions();
const { api, send, get, reactTo, newDiscussion, newComment, reactionNotices } = r;

describe("reacting notifies the author once per reactor and record", () => {
  it("once, not on a change of type nor after removing and reacting again", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    await reactTo(`/discussions/${id}`, "Dislike", "member2");
    await send("DELETE", `/discussions/${id}/reactions`, undefined, "member2");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    const notices = await reactionNotices(r.userIDs.member ?? 0, "discussion", id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ activityUserID: r.userIDs.member2, read: 0 });
    expect(notices[0]?.url).toMatch(new RegExp(`^/discussion/${id}/`));
    // Another reactor is news.
    await reactTo(`/discussions/${id}`, "Like", "ada");
    expect(await reactionNotices(r.userIDs.member ?? 0, "discussion", id)).toHaveLength(2);
  });

  it("never to oneself", async () => {
    const id = await newDiscussion("member");
    const commentID = await newComment("member", id);
    await reactTo(`/discussions/${id}`, "Like", "member");
    await reactTo(`/comments/${commentID}`, "Like", "member");
    expect(await reactionNotices(r.userIDs.member ?? 0, "discussion", id)).toEqual([]);
    expect(await reactionNotices(r.userIDs.member ?? 0, "comment", commentID)).toEqual([]);
  });

  it("a comment's author is told, with the comment's permalink", async () => {
    const commentID = await newComment("member2", await newDiscussion("member"));
    await reactTo(`/comments/${commentID}`, "Like", "ada");
    const notices = await reactionNotices(r.userIDs.member2 ?? 0, "comment", commentID);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.url).toBe(`/discussion/comment/${commentID}#Comment_${commentID}`);
  });

  it("only while the author can still view the category", async () => {
    // A member's discussion moved into the Staff Room: the member can no longer read it.
    const id = await newDiscussion("member", { categoryID: r.staffRoomID });
    expect((await reactTo(`/discussions/${id}`, "Like", "moderator")).statusCode).toBe(200);
    expect(await reactionNotices(r.userIDs.member ?? 0, "discussion", id)).toEqual([]);
  });
});

describe("GET /{discussions|comments}/{id}/reactions: the reaction log (reactions.view)", () => {
  it("lists who reacted with what, newest first, in the schema's shape, paged", async () => {
    const id = await newDiscussion("ada");
    for (const [who, type] of [
      ["member", "Like"],
      ["member2", "Dislike"],
      ["moderator", "Promote"],
    ] as const) {
      await reactTo(`/discussions/${id}`, type, who);
    }
    const response = await get(`/discussions/${id}/reactions`);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionLogSchema, response.json());
    const entries: ReactionLogEntry[] = response.json();
    expect(entries.map((e) => e.user.name)).toEqual(["moderator", "member2", "member"]);
    expect(entries[0]).toMatchObject({
      recordType: "discussion",
      recordID: id,
      userID: r.userIDs.moderator,
      reactionType: { urlcode: "Promote", name: "Promote" },
    });
    expect(response.headers["x-app-page-result-count"]).toBe("3");

    const page2 = await get(`/discussions/${id}/reactions?limit=2&page=2`);
    expect((page2.json() as ReactionLogEntry[]).map((e) => e.user.name)).toEqual(["member"]);
    expect(page2.headers["x-app-page-current"]).toBe("2");
    const filtered = await get(`/discussions/${id}/reactions?type=dislike`, "member");
    expect((filtered.json() as ReactionLogEntry[]).map((e) => e.user.name)).toEqual(["member2"]);
  });

  it("shows flags only to moderators, as the counts do", async () => {
    const commentID = await newComment("ada", await newDiscussion("ada"));
    await reactTo(`/comments/${commentID}`, "Like", "member");
    const spam = await api.app.db
      .selectFrom("reaction_types")
      .select("tagID")
      .where("urlcode", "=", "Spam")
      .executeTakeFirstOrThrow();
    await api.app.db
      .insertInto("reactions")
      .values({
        recordType: "comment",
        recordID: commentID,
        userID: r.userIDs.member2 ?? 0,
        tagID: spam.tagID,
        dateInserted: nowISO(),
      })
      .execute();
    const asMember: ReactionLogEntry[] = (await get(`/comments/${commentID}/reactions`, "member")).json();
    expect(asMember.map((e) => e.reactionType.class)).toEqual(["Positive"]);
    const asModerator = await get(`/comments/${commentID}/reactions`, "moderator");
    expectMatchesSchema(reactionLogSchema, asModerator.json());
    expect((asModerator.json() as ReactionLogEntry[]).map((e) => e.reactionType.class).sort()).toEqual([
      "Flag",
      "Positive",
    ]);
  });
});

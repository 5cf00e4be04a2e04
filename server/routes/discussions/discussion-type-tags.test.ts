// @vitest-environment node
import { describe, expect, it } from "vitest";
import { writeSiteConfig } from "../../services/config";
import { expectError, setUpDiscussionWrites } from "./discussion-writes.fixtures";

const w = setUpDiscussionWrites();
const { api, call, create, counts, actualCount } = w;

describe("PUT /api/v2/discussions/{id}/type and /tags", () => {
  it("changes the type for moderators only", async () => {
    const created = await create("member");
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/type`, "member", { type: "idea" }),
      403,
    );
    const response = await call("PUT", `/discussions/${created.discussionID}/type`, "moderator", {
      type: "idea",
    });
    expect(response.json()).toMatchObject({ type: "idea" });
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/type`, "moderator", { type: "poll" }),
      400,
    );
  });

  it("replaces tags for the author, keeps tag counts right, refuses unknown tags and tagging off", async () => {
    const created = await create("member");
    const tags = await api.app.db
      .selectFrom("tags")
      .select(["tagID", "countDiscussions"])
      .orderBy("tagID")
      .execute();
    const [first, second] = tags;
    if (!first || !second) throw new Error("the demo has tags");
    const response = await call("PUT", `/discussions/${created.discussionID}/tags`, "member", {
      tagIDs: [first.tagID, second.tagID],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .tags.map((t: { tagID: number }) => t.tagID)
        .sort(),
    ).toEqual([first.tagID, second.tagID].sort());
    const countOf = async (tagID: number) =>
      (
        await api.app.db
          .selectFrom("tags")
          .select("countDiscussions")
          .where("tagID", "=", tagID)
          .executeTakeFirstOrThrow()
      ).countDiscussions;
    expect(await countOf(first.tagID)).toBe(first.countDiscussions + 1);
    await call("PUT", `/discussions/${created.discussionID}/tags`, "member", { tagIDs: [second.tagID] });
    expect(await countOf(first.tagID)).toBe(first.countDiscussions);
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "member", { tagIDs: [99999] }),
      400,
    );
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "member2", { tagIDs: [] }),
      403,
    );
    await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "banned", { tagIDs: [] }),
      403,
    );
    await writeSiteConfig(api.app.db, { "tagging.enabled": false });
    const off = await expectError(
      await call("PUT", `/discussions/${created.discussionID}/tags`, "moderator", { tagIDs: [] }),
      403,
    );
    expect(off.message).toMatch(/Tagging/);
    await writeSiteConfig(api.app.db, { "tagging.enabled": true });
  });
});

describe("DELETE /api/v2/discussions/{id}", () => {
  it("refuses the author (DECISIONS roles), guests and banned members; a moderator deletes with 204 and counts follow", async () => {
    const created = await create("member");
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, "member"), 403);
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, undefined), 401);
    await expectError(await call("DELETE", `/discussions/${created.discussionID}`, "banned"), 403);
    const before = await counts(api.generalID, w.memberID);
    const response = await call("DELETE", `/discussions/${created.discussionID}`, "moderator");
    expect(response.statusCode).toBe(204);
    expect(await counts(api.generalID, w.memberID)).toEqual({
      category: before.category - 1,
      user: before.user - 1,
    });
    await expectError(await call("GET", `/discussions/${created.discussionID}`, "member"), 404);
  });

  it("deletes a discussion with comments and reactions (admin)", async () => {
    const withComments = await api.app.db
      .selectFrom("discussions")
      .select(["discussionID", "categoryID"])
      .where("countComments", ">", 0)
      .where("categoryID", "=", api.generalID)
      .executeTakeFirstOrThrow();
    const response = await call("DELETE", `/discussions/${withComments.discussionID}`, "admin");
    expect(response.statusCode, response.body).toBe(204);
    const left = await api.app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", withComments.discussionID)
      .execute();
    expect(left).toEqual([]);
    expect((await counts(api.generalID, w.memberID)).category).toBe(await actualCount(api.generalID));
  });
});

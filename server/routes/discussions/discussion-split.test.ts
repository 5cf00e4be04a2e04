// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  discussionSplitResultSchema,
  type DiscussionSplitResult,
} from "../../../schemas/api/discussion-bulk.schema";
import { expectError } from "./discussion-writes.fixtures";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setUpDiscussionMerge } from "./discussion-merge.fixtures";

const fixture = setUpDiscussionMerge();
const { api, newDiscussion, newComment, discussionRow, commentsOf, expectExactCounts } = fixture;

describe("POST /api/v2/discussions/split", () => {
  it("makes a new discussion from the chosen comments: the earliest is its post", async () => {
    const source = await newDiscussion("member", "Split source");
    const a = await newComment("member2", source, "Split A");
    const b = await newComment("member", source, "Split B", a);
    const stays = await newComment("member2", source, "Stays", b);
    const c = await newComment("member", source, "Split C");
    const response = await api.call("POST", "/discussions/split", "moderator", {
      discussionID: source,
      commentIDs: [c, a, b],
      name: "  Split off  ",
      categoryID: fixture.offTopicID,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as DiscussionSplitResult;
    expectMatchesSchema(discussionSplitResultSchema, body);
    expect(body).toMatchObject({ name: "Split off", categoryID: fixture.offTopicID });
    expect(body.url).toBe(`/discussion/${body.discussionID}/split-off`);
    expect(body.progress).toMatchObject({ failedIDs: [], countTotalIDs: 3 });
    expect([...body.progress.successIDs].sort((x, y) => x - y)).toEqual([a, b, c].sort((x, y) => x - y));

    const created = await discussionRow(body.discussionID);
    expect(created).toMatchObject({
      categoryID: fixture.offTopicID,
      insertUserID: fixture.userIDs.member2,
      body: "Split A",
      countComments: 2,
    });
    const moved = await commentsOf(body.discussionID);
    expect(moved.map((row) => row.body)).toEqual(["Split B", "Split C"]);
    // B replied to A, which is now the post: it has no parent any more.
    expect(moved[0]?.parentCommentID).toBeNull();
    const left = await commentsOf(source);
    expect(left.map((row) => row.commentID)).toEqual([stays]);
    expect(left[0]?.parentCommentID).toBeNull();
    expect((await discussionRow(source))?.countComments).toBe(1);
    await expectExactCounts(
      [api.generalID, fixture.offTopicID],
      [fixture.userIDs.member, fixture.userIDs.member2],
    );
  });

  it("answers 400 with field errors for comments of another discussion, none, or an empty title", async () => {
    const source = await newDiscussion("member", "Split checks");
    const other = await newDiscussion("member", "Other");
    const foreign = await newComment("member", other, "Elsewhere");
    const own = await newComment("member", source, "Here");
    const base = { discussionID: source, name: "New", categoryID: api.generalID };
    const notHere = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own, foreign] }),
      400,
    );
    expect(notHere.errors?.[0]).toMatchObject({ field: "commentIDs", code: "notInDiscussion" });
    const none = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [] }),
      400,
    );
    expect(none.errors?.some((e) => e.field === "commentIDs")).toBe(true);
    const empty = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own], name: "" }),
      400,
    );
    expect(empty.errors?.some((e) => e.field === "name")).toBe(true);
    const blank = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own], name: "   " }),
      400,
    );
    expect(blank.errors?.[0]?.field).toBe("name");
    expect((await commentsOf(source)).map((row) => row.commentID)).toEqual([own]);
  });

  it("needs discussions.manage on the source and posting rights in the target", async () => {
    const source = await newDiscussion("member", "Members may not split");
    const comment = await newComment("member2", source, "Mine");
    await expectError(
      await api.call("POST", "/discussions/split", "member", {
        discussionID: source,
        commentIDs: [comment],
        name: "Taken",
        categoryID: api.generalID,
      }),
      403,
    );
    await expectError(
      await api.call("POST", "/discussions/split", undefined, {
        discussionID: source,
        commentIDs: [comment],
        name: "Taken",
        categoryID: api.generalID,
      }),
      401,
    );
    const intoStaff = await api.call("POST", "/discussions/split", "moderator", {
      discussionID: source,
      commentIDs: [comment],
      name: "Staff copy",
      categoryID: fixture.staffRoomID,
    });
    expect(intoStaff.statusCode).toBe(201);
  });
});

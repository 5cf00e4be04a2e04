// @vitest-environment node
import { describe, expect, it } from "vitest";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { progressOf } from "./discussion-writes.fixtures";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setUpDiscussionMerge } from "./discussion-merge.fixtures";

const fixture = setUpDiscussionMerge();
const { api, newDiscussion, newComment, discussionRow, expectExactCounts } = fixture;

describe("PATCH /api/v2/discussions/move with addRedirects", () => {
  it("leaves a closed redirect stub in the old category that links to the moved discussion", async () => {
    const id = await newDiscussion("member", "Where did it go? <b>&</b>");
    await newComment("member2", id, "A reply");
    const before = await discussionRow(id);
    const body = progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: fixture.offTopicID,
        addRedirects: true,
      }),
    );
    expect(body.progress.successIDs).toEqual([id]);
    const moved = await discussionRow(id);
    expect(moved?.categoryID).toBe(fixture.offTopicID);
    expect(moved?.countComments).toBe(1);

    const stubs = await api.app.db
      .selectFrom("discussions")
      .selectAll()
      .where("categoryID", "=", api.generalID)
      .where("type", "=", "redirect")
      .where("name", "=", "Where did it go? <b>&</b>")
      .execute();
    expect(stubs).toHaveLength(1);
    const stub = stubs[0]!;
    expect(stub).toMatchObject({
      closed: 1,
      countComments: 0,
      insertUserID: fixture.userIDs.member,
      dateLastComment: before?.dateLastComment,
    });
    // The stub's page: its body links to the new place; the title is escaped, never markup.
    const page = await api.call("GET", `/discussions/${stub.discussionID}`, "member");
    expect(page.statusCode).toBe(200);
    const shown = page.json() as Discussion;
    expectMatchesSchema(discussionSchema, shown);
    expect(shown.type).toBe("redirect");
    expect(shown.closed).toBe(true);
    expect(shown.body).toContain(`href="/discussion/${id}/`);
    expect(shown.body).toContain("&#60;b&#62;&#38;&#60;/b&#62;");
    expect(shown.body).not.toContain("<b>");
    // The old category's list shows it.
    const list = await api.call("GET", `/discussions?categoryID=${api.generalID}&limit=100`, "member");
    expect((list.json() as Discussion[]).map((d) => d.discussionID)).toContain(stub.discussionID);
    await expectExactCounts(
      [api.generalID, fixture.offTopicID],
      [fixture.userIDs.member, fixture.userIDs.member2],
    );
  });

  it("leaves no stub without addRedirects, nor for a discussion that does not move", async () => {
    const id = await newDiscussion("member", "No stub here");
    progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: fixture.offTopicID,
      }),
    );
    progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: fixture.offTopicID,
        addRedirects: true,
      }),
    );
    const stubs = await api.app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("type", "=", "redirect")
      .where("name", "=", "No stub here")
      .execute();
    expect(stubs).toEqual([]);
  });
});

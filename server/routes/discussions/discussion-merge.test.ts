// @vitest-environment node
import { describe, expect, it } from "vitest";
import { longRunnerSettings } from "../../services/jobs/long-runner";
import { expectError, progressOf } from "./discussion-writes.fixtures";
import { setUpDiscussionMerge } from "./discussion-merge.fixtures";

const fixture = setUpDiscussionMerge();
const { api, newDiscussion, newComment, discussionRow, commentsOf, expectExactCounts, runCall } = fixture;

describe("POST /api/v2/discussions/merge", () => {
  it("moves comments and each source's post into the destination, deletes the sources and recounts", async () => {
    const destination = await newDiscussion("member", "Destination");
    await newComment("member2", destination, "On the destination");
    const first = await newDiscussion("member2", "First source", fixture.offTopicID);
    const reply = await newComment("member", first, "First reply");
    await newComment("member2", first, "Reply to the reply", reply);
    const second = await newDiscussion("member", "Second source");
    const sourcePost = await discussionRow(first);

    const body = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [destination, first, second, first],
        destinationDiscussionID: destination,
      }),
    );
    expect([...body.progress.successIDs].sort((a, b) => a - b)).toEqual(
      [destination, first, second].sort((a, b) => a - b),
    );
    expect(body.progress.failedIDs).toEqual([]);
    expect(await discussionRow(first)).toBeUndefined();
    expect(await discussionRow(second)).toBeUndefined();

    const comments = await commentsOf(destination);
    expect(comments).toHaveLength(5);
    const asComment = comments.find((c) => c.body === "Post of First source");
    expect(asComment).toMatchObject({
      insertUserID: fixture.userIDs.member2,
      dateInserted: sourcePost?.dateInserted,
      parentCommentID: null,
    });
    // Replies keep their parents.
    expect(comments.find((c) => c.body === "Reply to the reply")?.parentCommentID).toBe(reply);
    const row = await discussionRow(destination);
    const last = comments.at(-1)!;
    expect(row).toMatchObject({ countComments: 5, lastCommentID: last.commentID });
    await expectExactCounts(
      [api.generalID, fixture.offTopicID],
      [fixture.userIDs.member, fixture.userIDs.member2],
    );
  });

  it("turns the sources into redirects to the destination with addRedirects", async () => {
    const destination = await newDiscussion("member", "Merged home");
    const source = await newDiscussion("member2", "Merged away");
    await newComment("member", source, "Moves over");
    progressOf(
      await api.call("POST", "/discussions/merge", "admin", {
        discussionIDs: [source],
        destinationDiscussionID: destination,
        addRedirects: true,
      }),
    );
    const stub = await discussionRow(source);
    expect(stub).toMatchObject({ type: "redirect", closed: 1, countComments: 0, categoryID: api.generalID });
    expect(stub?.bodyHtml).toContain(`href="/discussion/${destination}/`);
    expect(await commentsOf(source)).toEqual([]);
    expect((await discussionRow(destination))?.countComments).toBe(2);
    await expectExactCounts([api.generalID], [fixture.userIDs.member, fixture.userIDs.member2]);
  });

  it("accepts PATCH as Vanilla's API names the call", async () => {
    const destination = await newDiscussion("member", "Patched home");
    const source = await newDiscussion("member", "Patched away");
    const body = progressOf(
      await api.call("PATCH", "/discussions/merge", "moderator", {
        discussionIDs: [source],
        destinationDiscussionID: destination,
      }),
    );
    expect(body.progress.successIDs).toEqual([source]);
    expect(await discussionRow(source)).toBeUndefined();
  });

  it("answers 400 with the spec's message when fewer than 2 distinct discussions are named", async () => {
    const id = await newDiscussion("member", "Alone");
    const error = await expectError(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [id, id],
        destinationDiscussionID: id,
      }),
      400,
    );
    expect(error.message).toBe("You must select at least 2 discussions to merge.");
  });

  it("checks discussions.manage: 403 for the destination, per-id failures for sources", async () => {
    const own = await newDiscussion("member", "Member's own");
    const other = await newDiscussion("member", "Member's other");
    const refused = await expectError(
      await api.call("POST", "/discussions/merge", "member", {
        discussionIDs: [other],
        destinationDiscussionID: own,
      }),
      403,
    );
    expect(refused.message).toBe("Permission Problem");
    // A hidden destination is a 404 like a missing one.
    await expectError(
      await api.call("POST", "/discussions/merge", "member", {
        discussionIDs: [own],
        destinationDiscussionID: api.staffDiscussionID,
      }),
      404,
    );
    // Sources the moderator cannot see fail on their own; the rest merge.
    const body = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [other, 99999999],
        destinationDiscussionID: own,
      }),
    );
    expect(body.progress.successIDs).toEqual([other]);
    expect(body.progress.exceptionsByID["99999999"]?.status).toBe(404);
  });

  it("continues through calls/run, merging each source once", async () => {
    const destination = await newDiscussion("member", "Long merge");
    const sources: number[] = [];
    for (let i = 0; i < 6; i++) sources.push(await newDiscussion("member2", `Long source ${i}`));
    longRunnerSettings.maxItemsPerCall = 2;
    let answer = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: sources,
        destinationDiscussionID: destination,
      }),
      408,
    );
    const done = [...answer.progress.successIDs];
    let calls = 1;
    while (answer.callbackPayload) {
      const response = await runCall(answer.callbackPayload, "moderator");
      answer = progressOf(response, response.statusCode);
      done.push(...answer.progress.successIDs);
      calls++;
    }
    expect(calls).toBe(3);
    expect([...done].sort((a, b) => a - b)).toEqual([...sources].sort((a, b) => a - b));
    expect(await commentsOf(destination)).toHaveLength(6);
    expect((await discussionRow(destination))?.countComments).toBe(6);
  });
});

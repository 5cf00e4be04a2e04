// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  discussionDetailsWidgetSchema,
  type DiscussionDetails,
} from "../../../schemas/widgets/discussion-details-widget.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateDiscussionDetailsWidget } from "./discussion-details-widget";
import { countingQueries } from "../../../tests/helpers/query-count";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

/** Discussions with comments, the most distinct commenters first. */
async function discussionsByParticipants() {
  return app.db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("comments.discussionID")
    .select((eb) => eb.fn.count<number | string>("comments.insertUserID").distinct().as("commenters"))
    .where("categories.name", "!=", "Staff Room")
    .where("comments.deleted", "=", 0)
    .groupBy("comments.discussionID")
    .orderBy("commenters", "desc")
    .orderBy("comments.discussionID")
    .execute();
}

const postPage = (discussionID: number) => ({
  layoutViewType: "post",
  recordType: "discussion",
  recordID: discussionID,
  params: { locale: "en", discussionID },
});

async function detailsFor(discussionID: number, userName?: string, props: Record<string, unknown> = {}) {
  const ctx = await hydrateContextFor(app, userName, postPage(discussionID));
  const hydrated = await hydrateDiscussionDetailsWidget(props, ctx);
  expectMatchesSchema(discussionDetailsWidgetSchema, hydrated);
  return hydrated.details as DiscussionDetails;
}

describe("discussion details widget hydrator (content spec §2 post-page assets)", () => {
  it("gives the author first, then each distinct commenter once, and counts them all", async () => {
    const [busiest] = await discussionsByParticipants();
    const discussionID = busiest!.discussionID;
    const row = await app.db
      .selectFrom("discussions")
      .select(["insertUserID", "countComments", "countViews", "categoryID"])
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    const commenters = await app.db
      .selectFrom("comments")
      .select("insertUserID")
      .distinct()
      .where("discussionID", "=", discussionID)
      .where("deleted", "=", 0)
      .execute();
    const everyone = new Set([row.insertUserID, ...commenters.map((c) => c.insertUserID)]);

    const details = await detailsFor(discussionID, "member", { participantsLimit: 2 });
    expect(details.participants[0]?.userID).toBe(row.insertUserID);
    expect(details.participants).toHaveLength(Math.min(2, everyone.size));
    expect(new Set(details.participants.map((user) => user.userID)).size).toBe(details.participants.length);
    expect(details.countParticipants).toBe(everyone.size);
    // With room for the author alone, the count still takes in every commenter.
    const authorOnly = await detailsFor(discussionID, "member", { participantsLimit: 1 });
    expect(authorOnly.participants.map((user) => user.userID)).toEqual([row.insertUserID]);
    expect(authorOnly.countParticipants).toBe(everyone.size);
    expect(details).toMatchObject({ countComments: row.countComments, countViews: row.countViews });
    expect(details.category?.categoryID).toBe(row.categoryID);
    expect(details.dateLastComment).toEqual(expect.any(String));
  });

  it("lists related discussions the viewer may see, newest first, in the same category or sharing a tag, never this one", async () => {
    const discussionID = (await discussionsByParticipants())[0]!.discussionID;
    const details = await detailsFor(discussionID, undefined, { relatedLimit: 5 });
    const related = details.related ?? [];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related.map((item) => item.discussionID)).not.toContain(discussionID);
    const dates = related.map((item) => item.dateInserted);
    expect(dates).toEqual([...dates].sort().reverse());
    const tagIDs = details.tags.map((tag) => tag.tagID);
    const rows = await app.db
      .selectFrom("discussions")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select(["discussions.discussionID", "discussions.categoryID", "categories.name as categoryName"])
      .where(
        "discussions.discussionID",
        "in",
        related.map((item) => item.discussionID),
      )
      .execute();
    const shared = tagIDs.length
      ? await app.db
          .selectFrom("discussion_tags")
          .select("discussionID")
          .where("tagID", "in", tagIDs)
          .execute()
      : [];
    const sharesTag = new Set(shared.map((s) => s.discussionID));
    for (const item of rows) {
      expect(item.categoryName).not.toBe("Staff Room");
      expect(item.categoryID === details.category?.categoryID || sharesTag.has(item.discussionID)).toBe(true);
    }
  });

  it("hides participants and related discussions when their limits are 0", async () => {
    const discussionID = (await discussionsByParticipants())[0]!.discussionID;
    const details = await detailsFor(discussionID, undefined, { participantsLimit: 0, relatedLimit: 0 });
    expect(details.participants).toEqual([]);
    expect(details.related).toEqual([]);
  });

  it("runs the same number of queries for a thread of many participants as for one of few (no N+1)", async () => {
    const ranked = await discussionsByParticipants();
    const tagged = new Set(
      (await app.db.selectFrom("discussion_tags").select("discussionID").execute()).map(
        (r) => r.discussionID,
      ),
    );
    // Same tag state, so both read the same lists; most and fewest commenters.
    const alike = ranked.filter((r) => tagged.has(r.discussionID) === tagged.has(ranked[0]!.discussionID));
    const many = alike[0]!;
    const few = alike[alike.length - 1]!;
    expect(Number(many.commenters)).toBeGreaterThan(Number(few.commenters));
    const counting = countingQueries(app.db);
    const count = async (discussionID: number) => {
      const ctx = await hydrateContextFor(app, "member", postPage(discussionID));
      counting.reset();
      await hydrateDiscussionDetailsWidget({}, { ...ctx, db: counting.db });
      return counting.count();
    };
    expect(await count(many.discussionID)).toBe(await count(few.discussionID));
  });

  it("shows a new commenter first on the next page, and drops them once their comment is deleted", async () => {
    // The thread with the fewest commenters that a member may read.
    const ranked = (await discussionsByParticipants()).reverse();
    let discussionID = 0;
    let before: DiscussionDetails | undefined;
    for (const candidate of ranked) {
      before = await detailsFor(candidate.discussionID, "member", { participantsLimit: 50 }).catch(
        () => undefined,
      );
      if (before) {
        discussionID = candidate.discussionID;
        break;
      }
    }
    if (!before) throw new Error("no discussion with comments that a member may read");
    const shownBefore = new Set(before.participants.map((user) => user.userID));
    const newcomer = await app.db
      .selectFrom("users")
      .select(["userID", "name"])
      .where("banned", "=", 0)
      .where("name", "not in", ["banned", "private", "System"])
      .execute()
      .then((users) => users.find((user) => !shownBefore.has(user.userID))!);
    const cookie = await signInAs(app, newcomer.name);
    const posted = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie },
      payload: { discussionID, body: "Joining in.", format: "markdown" },
    });
    expect(posted.statusCode).toBe(201);

    const after = await detailsFor(discussionID, "member", { participantsLimit: 50 });
    expect(after.participants[1]?.userID).toBe(newcomer.userID);
    expect(after.countParticipants).toBe((before.countParticipants ?? 0) + 1);

    const removed = await app.inject({
      method: "DELETE",
      url: `/api/v2/comments/${posted.json().commentID}`,
      headers: { ...writeHeaders, cookie: await signInAs(app, "moderator") },
    });
    expect(removed.statusCode).toBe(204);
    const again = await detailsFor(discussionID, "member", { participantsLimit: 50 });
    expect(again.participants.map((user) => user.userID)).toEqual(
      before.participants.map((user) => user.userID),
    );
    expect(again.countParticipants).toBe(before.countParticipants);
  });

  it("stays as defined off a post page", async () => {
    const ctx = await hydrateContextFor(app, undefined);
    expect(await hydrateDiscussionDetailsWidget({ relatedLimit: 3 }, ctx)).toEqual({ relatedLimit: 3 });
  });
});

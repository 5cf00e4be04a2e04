import type { Kysely } from "kysely";
import type { LongRunnerProgress } from "../../../schemas/api/discussion-bulk.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { badRequest, forbidden } from "../../http/errors";
import { getDiscussionRow } from "./discussion-get";
import { canInCategory } from "./discussion-permissions";
import { assertValidName, getPostableCategory } from "./discussion-write-checks";
import {
  countedWith,
  REDIRECT_TYPE,
  recountCategories,
  recountComments,
  recountTags,
} from "./discussion-counts";
import { removeDiscussionFromCollections } from "../collections/collections";
import { redirectColumns } from "./discussion-redirects";
import { syncSearchIndex } from "../search/search-index";

/** Merge and split need `discussions.manage` on the category (content spec §6, bulk actions). */
export function canManageInCategory(viewer: Viewer, categoryID: number): boolean {
  return canInCategory(viewer, "discussions.manage", categoryID);
}

const noManage = () =>
  forbidden("Permission Problem", "You don't have the manage permission on this discussion's category.");

/** The spec's text (content spec §5, bulk bar) for a merge of fewer than 2 distinct discussions. */
export const MERGE_TOO_FEW = "You must select at least 2 discussions to merge.";

/**
 * Checks a merge before its job starts (`POST /discussions/merge`): at least 2 distinct discussions
 * (the destination counts as one; 400 otherwise), a destination the viewer can see (404 like a
 * missing one), that is no redirect stub (400) and whose category they manage (403).
 */
export async function checkMergeDestination(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionIDs: readonly number[],
  destinationDiscussionID: number,
): Promise<void> {
  if (new Set([...discussionIDs, destinationDiscussionID]).size < 2) {
    throw badRequest(MERGE_TOO_FEW, [{ field: "discussionIDs", code: "tooFew", message: MERGE_TOO_FEW }]);
  }
  const destination = await getDiscussionRow(db, viewer, destinationDiscussionID);
  if (destination.type === REDIRECT_TYPE) {
    throw badRequest("The destination is not valid.", [
      {
        field: "destinationDiscussionID",
        code: "redirect",
        message: "A redirect cannot take merged discussions.",
      },
    ]);
  }
  if (!canManageInCategory(viewer, destination.categoryID)) throw noManage();
}

/**
 * One step of a merge: moves discussion `sourceID` into `destinationID` in one transaction. Its
 * comments move over (replies keep their parents), its own post becomes a comment of the
 * destination with its author, dates, score and reactions, and the source is deleted, or turned
 * into a closed redirect stub pointing at the destination when `addRedirects` is set. Needs
 * `discussions.manage` on both categories. Comment counts, last comment, category and user counts
 * are recounted; nobody is notified. The destination itself, when named among the IDs, is only
 * checked (it succeeds without change).
 */
export async function mergeDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  sourceID: number,
  destinationID: number,
  addRedirects: boolean,
): Promise<void> {
  const source = await getDiscussionRow(db, viewer, sourceID);
  if (!canManageInCategory(viewer, source.categoryID)) throw noManage();
  if (sourceID === destinationID) return;
  const destination = await getDiscussionRow(db, viewer, destinationID);
  if (!canManageInCategory(viewer, destination.categoryID)) throw noManage();
  if (source.type === REDIRECT_TYPE) throw badRequest("A redirect cannot be merged.");
  if (destination.type === REDIRECT_TYPE) throw badRequest("A redirect cannot take merged discussions.");

  await db.transaction().execute(async (trx) => {
    const counted = await countedWith(trx, sourceID);
    const post = await trx
      .insertInto("comments")
      .values({
        discussionID: destinationID,
        parentCommentID: null,
        insertUserID: source.insertUserID,
        updateUserID: source.updateUserID,
        body: source.body,
        format: source.format,
        bodyHtml: source.bodyHtml,
        bodyText: source.bodyText,
        dateInserted: toISO(source.dateInserted) ?? nowISO(),
        dateUpdated: toISO(source.dateUpdated),
        score: source.score,
        deleted: 0,
        dateDeleted: null,
      })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    // The post's reactions follow it to its comment.
    await trx
      .updateTable("reactions")
      .set({ recordType: "comment", recordID: post.commentID })
      .where("recordType", "=", "discussion")
      .where("recordID", "=", sourceID)
      .execute();
    await trx
      .updateTable("comments")
      .set({ discussionID: destinationID })
      .where("discussionID", "=", sourceID)
      .execute();
    await removeDiscussionFromCollections(trx, sourceID);
    if (addRedirects) {
      await trx.deleteFrom("discussion_tags").where("discussionID", "=", sourceID).execute();
      await trx
        .updateTable("discussions")
        .set({
          ...redirectColumns("merged", { discussionID: destinationID, name: destination.name }),
          countComments: 0,
          lastCommentID: null,
          lastCommentUserID: null,
          score: 0,
          updateUserID: viewer.userID,
          dateUpdated: nowISO(),
        })
        .where("discussionID", "=", sourceID)
        .execute();
    } else {
      await trx.deleteFrom("discussions").where("discussionID", "=", sourceID).execute();
    }
    await recountComments(trx, {
      ...destination,
      userIDs: [source.insertUserID, ...counted.commenterIDs],
    });
    await recountCategories(trx, [source.categoryID]);
    await recountTags(trx, counted.tagIDs);
    await syncSearchIndex(trx, { threadIDs: [sourceID, destinationID] });
  });
}

/** What `POST /discussions/split` is given. */
export interface SplitInput {
  discussionID: number;
  commentIDs: readonly number[];
  name: string;
  categoryID: number;
}

/**
 * Splits comments off into a new discussion (`POST /discussions/split`): `discussions.manage` on the
 * source's category and `discussions.add` or `discussions.manage` on the target. The earliest chosen
 * comment (by date, then ID) becomes the new discussion's post, with its author, date and reactions;
 * the other chosen comments move as comments. A reply whose parent stayed behind (or left) loses its
 * parent. Every ID must be a comment of the discussion (400, field `commentIDs`); deleted comments
 * (tombstones) are reported as failed and stay. Answers the new discussion's ID and the per-comment
 * outcome.
 */
export async function splitDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  input: SplitInput,
): Promise<{ discussionID: number; progress: LongRunnerProgress }> {
  const source = await getDiscussionRow(db, viewer, input.discussionID);
  if (!canManageInCategory(viewer, source.categoryID)) throw noManage();
  const target = await getPostableCategory(db, viewer, input.categoryID);
  if (!canInCategory(viewer, ["discussions.add", "discussions.manage"], target.categoryID)) {
    throw forbidden("Permission Problem", "You may not post in that category.");
  }
  assertValidName(input.name);
  const ids = [...new Set(input.commentIDs)];
  const rows = await db.selectFrom("comments").selectAll().where("commentID", "in", ids).execute();
  const byID = new Map(rows.map((row) => [row.commentID, row]));
  const foreign = ids.filter((id) => byID.get(id)?.discussionID !== source.discussionID);
  if (foreign.length) {
    throw badRequest("The comments are not valid.", [
      {
        field: "commentIDs",
        code: "notInDiscussion",
        message: `These are not comments of the discussion: ${foreign.slice(0, 20).join(", ")}.`,
      },
    ]);
  }
  const progress: LongRunnerProgress = {
    successIDs: [],
    failedIDs: [],
    exceptionsByID: {},
    countTotalIDs: ids.length,
  };
  const live = rows
    .filter((row) => row.deleted === 0)
    .sort(
      (a, b) =>
        (toISO(a.dateInserted) ?? "").localeCompare(toISO(b.dateInserted) ?? "") || a.commentID - b.commentID,
    );
  for (const row of rows) {
    if (row.deleted === 0) continue;
    progress.failedIDs.push(row.commentID);
    progress.exceptionsByID[String(row.commentID)] = {
      message: "A deleted comment cannot be moved.",
      status: 400,
      code: 400,
    };
  }
  const [first, ...rest] = live;
  if (!first) {
    throw badRequest("The comments are not valid.", [
      { field: "commentIDs", code: "deleted", message: "Every chosen comment has been deleted." },
    ]);
  }
  const name = input.name.trim();
  const discussionID = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("discussions")
      .values({
        categoryID: target.categoryID,
        insertUserID: first.insertUserID,
        updateUserID: null,
        lastCommentUserID: null,
        lastCommentID: null,
        type: "discussion",
        name,
        body: first.body,
        format: first.format,
        bodyHtml: first.bodyHtml,
        bodyText: first.bodyText,
        dateInserted: toISO(first.dateInserted) ?? nowISO(),
        dateUpdated: null,
        dateLastComment: toISO(first.dateInserted) ?? nowISO(),
        score: first.score,
        pinLocation: "none",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    const newID = inserted.discussionID;
    await trx
      .updateTable("reactions")
      .set({ recordType: "discussion", recordID: newID })
      .where("recordType", "=", "comment")
      .where("recordID", "=", first.commentID)
      .execute();
    await trx
      .updateTable("comments")
      .set({ parentCommentID: null })
      .where("parentCommentID", "=", first.commentID)
      .execute();
    await trx.deleteFrom("comments").where("commentID", "=", first.commentID).execute();
    if (rest.length) {
      await trx
        .updateTable("comments")
        .set({ discussionID: newID })
        .where(
          "commentID",
          "in",
          rest.map((row) => row.commentID),
        )
        .execute();
    }
    // Replies whose parent is now in the other discussion lose the parent, on both sides.
    for (const id of [newID, source.discussionID]) {
      await trx
        .updateTable("comments")
        .set({ parentCommentID: null })
        .where("discussionID", "=", id)
        .where("parentCommentID", "is not", null)
        .where("parentCommentID", "not in", (eb) =>
          eb.selectFrom("comments as p").select("p.commentID").where("p.discussionID", "=", id),
        )
        .execute();
    }
    const authors = live.map((row) => row.insertUserID);
    await recountComments(trx, { ...source, userIDs: authors });
    await recountComments(trx, {
      discussionID: newID,
      categoryID: target.categoryID,
      sink: 0,
      dateInserted: toISO(first.dateInserted) ?? nowISO(),
      userIDs: authors,
    });
    // The first comment became the new discussion; the rest moved to it.
    await syncSearchIndex(trx, { discussionIDs: [newID], commentIDs: live.map((row) => row.commentID) });
    return newID;
  });
  progress.successIDs.push(...live.map((row) => row.commentID));
  return { discussionID, progress };
}

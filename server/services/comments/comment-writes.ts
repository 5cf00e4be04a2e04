import type { Kysely, Transaction } from "kysely";
import { publishLive } from "../live/publish-live";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { authorize, requireSignedIn, type Viewer } from "../../auth/viewer";
import { badRequest, forbidden } from "../../http/errors";
import { readSiteConfig } from "../config";
import { prepareBody } from "../body/post-body";
import { countNewComment, recountComments } from "../discussions/discussion-counts";
import { categoryResource, loadCommentInThread, loadThread, type CommentRow } from "./comment-access";
import { commentEditWindow } from "./comment-presenter";
import { newlyMentionedUserIDs, notifyAboutComment } from "./comment-notifications";
import { recordRevision } from "../moderation/revisions";
import { recordDeletedComment } from "../moderation/deleted-comments";
import { syncSearchIndex } from "../search/search-index";
import type { InTransaction } from "../../db/in-transaction";
import type { MentionAllowance, PostWriteOptions } from "../abuse/post-limits";

/** The body format of a new post unless the writer names one (content spec §9). */
export const DEFAULT_COMMENT_FORMAT = "rich2";

/** A new comment, as `POST /comments` takes it. */
export interface NewComment {
  discussionID: number;
  body: string;
  format?: string;
  parentCommentID?: number | null;
}

/**
 * Posts a comment: `comments.add` on the discussion's category, or `discussions.close` when the
 * discussion is closed (content spec §6). The insert and the recounts share one transaction, and the
 * people concerned are notified. Answers the new comment's ID.
 */
export async function createComment(
  db: Kysely<Database>,
  viewer: Viewer,
  input: NewComment,
  options: InTransaction & PostWriteOptions = {},
): Promise<number> {
  requireSignedIn(viewer);
  const thread = await loadThread(db, viewer, input.discussionID);
  if (thread.discussion.closed === 1) {
    if (!hasClosePermission(viewer, thread))
      throw forbidden("This discussion has been closed.", "Only moderators can comment on it now.");
  } else {
    authorize(viewer, "comments.add", categoryResource(thread));
  }
  const format = input.format ?? DEFAULT_COMMENT_FORMAT;
  const parentCommentID = input.parentCommentID ?? null;
  if (parentCommentID !== null) {
    const parent = await db
      .selectFrom("comments")
      .select(["discussionID", "deleted"])
      .where("commentID", "=", parentCommentID)
      .executeTakeFirst();
    if (!parent || parent.discussionID !== input.discussionID || parent.deleted === 1) {
      throw badRequest("The comment replied to is not in this discussion.", [
        {
          field: "parentCommentID",
          code: "invalid",
          message: "The comment replied to is not in this discussion.",
        },
      ]);
    }
  }
  const rendered = await prepareBody(db, input.body, format, { mentions: true });
  await options.beforeWrite?.();
  const maxMentions = await allowedMentions(db, viewer, rendered, options.allowMentions);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("comments")
      .values({
        discussionID: input.discussionID,
        parentCommentID,
        insertUserID: viewer.userID,
        body: input.body,
        format,
        bodyHtml: rendered.html,
        bodyText: rendered.text,
        dateInserted: nowISO(),
        score: 0,
        deleted: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await countNewComment(trx, row);
    await syncSearchIndex(trx, { commentIDs: [row.commentID] });
    await notifyAboutComment(trx, {
      comment: row,
      thread,
      writerName: await nameOf(trx, viewer.userID),
      mentions: rendered.mentions,
      maxMentions,
    });
    await publishLive(trx, [
      {
        type: "comment",
        topic: `discussion:${row.discussionID}`,
        discussionID: row.discussionID,
        data: { discussionID: row.discussionID, commentID: row.commentID, insertUserID: viewer.userID },
      },
    ]);
    await options.alsoInTransaction?.(trx);
    return row.commentID;
  });
}

/**
 * Edits a comment's body under the edit rule (runtime/permissions/edit-window.ts): moderators any
 * time, the author while the edit window lasts and the discussion is open. Newly mentioned members
 * are notified.
 */
export async function updateComment(
  db: Kysely<Database>,
  viewer: Viewer,
  commentID: number,
  input: { body: string; format?: string },
  options: Pick<PostWriteOptions, "allowMentions"> = {},
): Promise<void> {
  requireSignedIn(viewer);
  const { comment, ...thread } = await loadCommentInThread(db, viewer, commentID);
  await assertCanEdit(db, viewer, comment, thread);
  const format = input.format ?? comment.format;
  // The same body again changes nothing: no editor, no new dateUpdated.
  if (input.body === comment.body && format === comment.format) return;
  const rendered = await prepareBody(db, input.body, format, {
    mentions: true,
    previous: { body: comment.body, format: comment.format },
  });
  const maxMentions = await allowedMentions(db, viewer, rendered, options.allowMentions);
  await db.transaction().execute(async (trx) => {
    // The replaced body is kept as a revision in the same transaction.
    await recordRevision(trx, viewer.userID, {
      ...comment,
      name: null,
      recordType: "comment",
      recordID: commentID,
    });
    const row = await trx
      .updateTable("comments")
      .set({
        body: input.body,
        format,
        bodyHtml: rendered.html,
        bodyText: rendered.text,
        dateUpdated: nowISO(),
        updateUserID: viewer.userID,
      })
      .where("commentID", "=", commentID)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncSearchIndex(trx, { commentIDs: [commentID] });
    await notifyAboutComment(trx, {
      comment: row,
      thread,
      writerName: await nameOf(trx, row.insertUserID),
      mentions: rendered.mentions,
      previousMentions: rendered.previousMentions,
      maxMentions,
    });
  });
}

/**
 * How many newly mentioned members the writer may tell, asked before the transaction because the
 * limit's counters are written outside it; undefined (all of them) without a limit.
 */
async function allowedMentions(
  db: Kysely<Database>,
  viewer: Viewer,
  rendered: { mentions: readonly string[]; previousMentions?: readonly string[] },
  allowMentions: MentionAllowance | undefined,
): Promise<number | undefined> {
  if (!allowMentions) return undefined;
  const mentioned = await newlyMentionedUserIDs(db, rendered, viewer.userID);
  return mentioned.length === 0 ? 0 : allowMentions(mentioned.length);
}

/**
 * Throws 403 unless the viewer may edit the comment now; tombstones are never editable. Shared by
 * `PATCH /comments/{id}` and `GET /comments/{id}/edit`.
 */
export async function assertCanEdit(
  db: Kysely<Database>,
  viewer: Viewer,
  comment: CommentRow,
  thread: Parameters<typeof commentEditWindow>[1],
): Promise<void> {
  const editTimeout = (await readSiteConfig(db))["ui.editContentTimeout"];
  const window = commentEditWindow(comment, thread, viewer, editTimeout);
  if (comment.deleted === 1) throw forbidden("This comment has been deleted.");
  if (window.canEdit) return;
  const isAuthor = viewer.userID === comment.insertUserID;
  if (isAuthor && thread.discussion.closed === 1)
    throw forbidden("You are not allowed to edit this comment.", "The discussion has been closed.");
  if (isAuthor)
    throw forbidden("You are not allowed to edit this comment.", "The time to edit this comment has passed.");
  throw forbidden("You are not allowed to edit this comment.");
}

/**
 * Deletes a comment (`comments.delete` on its category: moderators). One that others replied to
 * stays as a tombstone so the replies keep their place; otherwise the row goes, and a tombstone
 * parent left without replies goes with it. Either way a copy is kept for moderators
 * (deleted-comments.ts). Counts are recounted in the same transaction.
 */
export async function deleteComment(db: Kysely<Database>, viewer: Viewer, commentID: number): Promise<void> {
  requireSignedIn(viewer);
  const { comment, ...thread } = await loadCommentInThread(db, viewer, commentID);
  authorize(viewer, "comments.delete", categoryResource(thread));
  await db.transaction().execute(async (trx) => {
    // Kept for the moderators' deleted-comments list; a tombstone was kept when it was deleted.
    if (comment.deleted === 0) await recordDeletedComment(trx, viewer.userID, comment);
    let target: Pick<CommentRow, "commentID" | "parentCommentID" | "deleted"> | undefined = comment;
    while (target) {
      if (await hasReplies(trx, target.commentID)) {
        if (target.deleted === 0) {
          await trx
            .updateTable("comments")
            .set({ deleted: 1, dateDeleted: nowISO() })
            .where("commentID", "=", target.commentID)
            .execute();
        }
        break;
      }
      await trx.deleteFrom("comments").where("commentID", "=", target.commentID).execute();
      const parentID: number | null = target.parentCommentID;
      target =
        parentID === null
          ? undefined
          : await trx
              .selectFrom("comments")
              .select(["commentID", "parentCommentID", "deleted"])
              .where("commentID", "=", parentID)
              .where("deleted", "=", 1)
              .executeTakeFirst();
    }
    await recountComments(trx, { ...thread.discussion, userIDs: [comment.insertUserID] });
    await syncSearchIndex(trx, { commentIDs: [commentID] });
  });
}

function hasClosePermission(viewer: Viewer, thread: Parameters<typeof categoryResource>[0]): boolean {
  return hasPermission(viewer.checker, "discussions.close", categoryResource(thread));
}

async function hasReplies(trx: Transaction<Database>, commentID: number): Promise<boolean> {
  const reply = await trx
    .selectFrom("comments")
    .select("commentID")
    .where("parentCommentID", "=", commentID)
    .limit(1)
    .executeTakeFirst();
  return reply !== undefined;
}

async function nameOf(trx: Transaction<Database>, userID: number): Promise<string> {
  const user = await trx.selectFrom("users").select("name").where("userID", "=", userID).executeTakeFirst();
  return user?.name ?? "Someone";
}

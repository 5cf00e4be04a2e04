import type { Kysely, Transaction } from "kysely";
import type { DeletedComment } from "../../../schemas/api/deleted-comments.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { requireSignedIn, type Viewer } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import type { CommentRow } from "../comments/comment-access";
import { escapeHtml } from "../body/escape-html";
import { getDiscussionRow } from "../discussions/discussion-get";
import { canInCategory } from "../discussions/discussion-permissions";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/**
 * Keeps a copy of a comment its deletion removes or empties (call it in the delete's transaction,
 * once per deletion): body as written, its stored HTML, author and dates, and who deleted it now.
 */
export async function recordDeletedComment(
  trx: Transaction<Database>,
  deleteUserID: number,
  comment: CommentRow,
): Promise<void> {
  await trx
    .insertInto("deleted_comments")
    .values({
      commentID: comment.commentID,
      discussionID: comment.discussionID,
      parentCommentID: comment.parentCommentID,
      body: comment.body,
      format: comment.format,
      // Rows written before bodies were rendered have no HTML: their text, escaped, stands in.
      bodyHtml: comment.bodyHtml ?? escapeHtml(comment.bodyText ?? ""),
      insertUserID: comment.insertUserID,
      dateInserted: toISO(comment.dateInserted) ?? nowISO(),
      deleteUserID,
      dateDeleted: nowISO(),
    })
    .execute();
}

/**
 * The deleted comments of a discussion, the latest deletion first
 * (`GET /discussions/{id}/deleted-comments`): for moderators only (discussions.moderate on the
 * category, or community.moderate; content spec §6). Guests 401, others 403; a hidden discussion is
 * a 404 like a missing one.
 */
export async function listDeletedComments(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  page: PageRequest,
): Promise<{ comments: DeletedComment[]; total: number }> {
  requireSignedIn(viewer);
  const discussion = await getDiscussionRow(db, viewer, discussionID);
  const isModerator =
    hasPermission(viewer.checker, "community.moderate") ||
    canInCategory(viewer, "discussions.moderate", discussion.categoryID);
  if (!isModerator) {
    throw forbidden("Permission Problem", "Only moderators see the deleted comments of a discussion.");
  }
  const base = db.selectFrom("deleted_comments").where("discussionID", "=", discussionID);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base.selectAll().orderBy("deletionID", "desc").limit(page.limit).offset(page.offset).execute(),
  ]);
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.insertUserID),
  );
  const comments = rows.map((row): DeletedComment => ({
    commentID: row.commentID,
    discussionID: row.discussionID,
    body: row.bodyHtml,
    insertUserID: row.insertUserID,
    insertUser: users.get(row.insertUserID) ?? unknownUserFragment,
    dateInserted: toISO(row.dateInserted) ?? "",
    deleteUserID: row.deleteUserID,
    dateDeleted: toISO(row.dateDeleted) ?? "",
  }));
  return { comments, total: Number(total) };
}

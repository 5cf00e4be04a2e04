import type { Kysely } from "kysely";
import type { Warning } from "../../../schemas/api/warnings.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors";
import { getDiscussionRow } from "../discussions/discussion-get";
import { canInCategory } from "../discussions/discussion-permissions";
import { discussionUrl } from "../discussions/discussion-presenter";
import { commentUrl, loadCommentInThread, loadThread } from "../comments/comment-access";
import { createNotification } from "../notifications/notifications";
import { assertOutranks } from "../roles/user-rank";

/** Who may warn for a discussion: `community.moderate`, or `discussions.moderate` on its category. */
function canWarn(viewer: Viewer, categoryID: number): boolean {
  return (
    hasPermission(viewer.checker, "community.moderate") ||
    canInCategory(viewer, "discussions.moderate", categoryID)
  );
}

/**
 * One step of `POST /discussions/warn`: warns the author of discussion `discussionID` with `reason`
 * and `points`, stored in `warnings`, and tells the author with one notification (reason
 * `warning`). Hidden discussions fail like missing ones (404); without the permission 403; a
 * moderator cannot warn themselves (400), nor an author ranking alike or higher (403, user-rank.ts).
 */
export async function warnDiscussionAuthor(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  input: { reason: string; points: number },
): Promise<void> {
  await warnPostAuthor(db, viewer, { recordType: "discussion", recordID: discussionID }, input);
}

/**
 * {@link warnDiscussionAuthor} for a discussion or a comment (a reported post's author): the
 * comment's discussion decides who may warn, and the warning names the comment.
 */
export async function warnPostAuthor(
  db: Kysely<Database>,
  viewer: Viewer,
  target: { recordType: "discussion" | "comment"; recordID: number },
  input: { reason: string; points: number },
): Promise<void> {
  let row: { categoryID: number; name: string; discussionID: number };
  let authorID: number;
  let url: string;
  if (target.recordType === "discussion") {
    const discussion = await getDiscussionRow(db, viewer, target.recordID);
    row = discussion;
    authorID = discussion.insertUserID;
    url = discussionUrl(discussion.discussionID, discussion.name);
  } else {
    const live = await db
      .selectFrom("comments")
      .select("commentID")
      .where("commentID", "=", target.recordID)
      .executeTakeFirst();
    if (live) {
      const { comment, discussion } = await loadCommentInThread(db, viewer, target.recordID);
      row = discussion;
      authorID = comment.insertUserID;
      url = commentUrl(comment.commentID);
    } else {
      // A comment deleted for what it said: its kept copy still names its author and discussion.
      const copy = await db
        .selectFrom("deleted_comments")
        .select(["discussionID", "insertUserID"])
        .where("commentID", "=", target.recordID)
        .orderBy("deletionID", "desc")
        .executeTakeFirst();
      if (!copy) throw notFound("Comment");
      const { discussion } = await loadThread(db, viewer, copy.discussionID, "Comment");
      row = discussion;
      authorID = copy.insertUserID;
      url = discussionUrl(discussion.discussionID, discussion.name);
    }
  }
  const noun = target.recordType;
  if (!canWarn(viewer, row.categoryID)) {
    throw forbidden("Permission Problem", `You may not warn the author of this ${noun}.`);
  }
  if (authorID === viewer.userID) throw badRequest("You cannot warn yourself.");
  if (authorID <= 0) throw badRequest(`This ${noun} has no author to warn.`);
  await assertOutranks(db, viewer, authorID, "warn");
  await db
    .insertInto("warnings")
    .values({
      userID: authorID,
      insertUserID: viewer.userID,
      recordType: target.recordType,
      recordID: target.recordID,
      reason: input.reason,
      points: input.points,
      dateInserted: nowISO(),
    })
    .execute();
  await createNotification(db, {
    userID: authorID,
    activityUserID: viewer.userID,
    reason: "warning",
    body: `You have been warned for "${row.name}": ${input.reason}`,
    url,
    recordType: target.recordType,
    recordID: target.recordID,
  });
}

/**
 * A member's warnings, newest first (`GET /users/{id}/warnings`): for the member themselves and
 * for moderators (`community.moderate`); guests 401, others 403, an unknown user 404.
 */
export async function listUserWarnings(
  db: Kysely<Database>,
  viewer: Viewer,
  userID: number,
  limit: number,
): Promise<Warning[]> {
  if (viewer.userID === 0) throw unauthorized();
  if (viewer.userID !== userID && !hasPermission(viewer.checker, "community.moderate")) {
    throw forbidden("Permission Problem", "You may not see this member's warnings.");
  }
  const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
  if (!user) throw notFound("User");
  const rows = await db
    .selectFrom("warnings")
    .selectAll()
    .where("userID", "=", userID)
    .orderBy("warningID", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    warningID: row.warningID,
    userID: row.userID,
    insertUserID: row.insertUserID,
    recordType: row.recordType,
    recordID: row.recordID,
    reason: row.reason,
    points: row.points,
    dateInserted: toISO(row.dateInserted) ?? "",
  }));
}

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
  const row = await getDiscussionRow(db, viewer, discussionID);
  if (!canWarn(viewer, row.categoryID)) {
    throw forbidden("Permission Problem", "You may not warn the author of this discussion.");
  }
  if (row.insertUserID === viewer.userID) throw badRequest("You cannot warn yourself.");
  if (row.insertUserID <= 0) throw badRequest("This discussion has no author to warn.");
  await assertOutranks(db, viewer, row.insertUserID, "warn");
  await db
    .insertInto("warnings")
    .values({
      userID: row.insertUserID,
      insertUserID: viewer.userID,
      recordType: "discussion",
      recordID: discussionID,
      reason: input.reason,
      points: input.points,
      dateInserted: nowISO(),
    })
    .execute();
  await createNotification(db, {
    userID: row.insertUserID,
    activityUserID: viewer.userID,
    reason: "warning",
    body: `You have been warned for "${row.name}": ${input.reason}`,
    url: discussionUrl(discussionID, row.name),
    recordType: "discussion",
    recordID: discussionID,
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

import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { badRequest } from "../../http/errors";
import { getDiscussionRow } from "./discussion-get";

/**
 * Sets the viewer's bookmark on a discussion (`PUT /discussions/{id}/bookmark`): signed-in members
 * only; a hidden discussion answers the same 404 as a missing one. Stored in `user_discussions`
 * (the read state's row), so it leaves the read marks alone.
 */
export async function setDiscussionBookmark(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  bookmarked: boolean,
): Promise<boolean> {
  await getDiscussionRow(db, viewer, discussionID);
  await setViewerFlag(db, viewer.userID, discussionID, "bookmarked", bookmarked);
  return bookmarked;
}

/**
 * Dismisses an announcement for the viewer, or cancels that (`PUT /discussions/{id}/dismiss`):
 * signed-in members only; a hidden discussion answers the same 404 as a missing one; only announced
 * (pinned) discussions can be dismissed (400 otherwise). Stored in `user_discussions`, like bookmarks;
 * a dismissed announcement is listed in its normal place instead of first.
 */
export async function setDiscussionDismissed(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  dismissed: boolean,
): Promise<boolean> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  if (row.pinned !== 1) {
    throw badRequest("Only announcements can be dismissed.", [
      { field: "dismissed", code: "notAnnounced", message: "This discussion is not announced." },
    ]);
  }
  await setViewerFlag(db, viewer.userID, discussionID, "dismissed", dismissed);
  return dismissed;
}

/**
 * Sets one of the viewer's flags on their `user_discussions` row, making the row (with nothing read
 * and the other flag off) when the member has none yet; the other columns of an existing row stay.
 */
async function setViewerFlag(
  db: Kysely<Database>,
  userID: number,
  discussionID: number,
  flag: "bookmarked" | "dismissed",
  on: boolean,
): Promise<void> {
  const value = on ? 1 : 0;
  await db
    .insertInto("user_discussions")
    .values({
      userID,
      discussionID,
      bookmarked: 0,
      dismissed: 0,
      countCommentsRead: 0,
      dateLastViewed: null,
      [flag]: value,
    })
    .onConflict((oc) => oc.columns(["userID", "discussionID"]).doUpdateSet({ [flag]: value }))
    .execute();
}

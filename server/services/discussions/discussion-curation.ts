import type { Kysely } from "kysely";
import type { DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { getDiscussionRow } from "./discussion-get";
import { canManageDiscussion, discussionEditWindow, readPostRules } from "./discussion-permissions";
import { assertTagging, editRefusal } from "./discussion-write-checks";
import { assertTagsExist, recountTags } from "./discussion-counts";
import { syncSearchIndex } from "../search/search-index";

/** Changes the post type (`PUT /discussions/{id}/type`): discussions.edit on its category (content spec §6). */
export async function setDiscussionType(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  type: DiscussionType,
): Promise<void> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  if (!canManageDiscussion(row, viewer)) throw forbidden();
  if (row.type === type) return; // unchanged: no editor, no new dateUpdated
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("discussions")
      .set({ type, dateUpdated: nowISO(), updateUserID: viewer.userID })
      .where("discussionID", "=", discussionID)
      .execute();
    await syncSearchIndex(trx, { discussionIDs: [discussionID] });
  });
}

/**
 * Replaces a discussion's tags (`PUT /discussions/{id}/tags`): only with tagging.enabled, by whoever
 * may edit it now (content spec §6 "The Tag action"); tags' discussion counts are recounted.
 */
export async function setDiscussionTags(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  tagIDs: readonly number[],
): Promise<void> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  const rules = await readPostRules(db);
  assertTagging(rules);
  if (!discussionEditWindow(row, viewer, rules).canEdit) throw editRefusal(row, viewer);
  await db.transaction().execute(async (trx) => {
    await assertTagsExist(trx, tagIDs);
    const old = await trx
      .selectFrom("discussion_tags")
      .select("tagID")
      .where("discussionID", "=", discussionID)
      .execute();
    await trx.deleteFrom("discussion_tags").where("discussionID", "=", discussionID).execute();
    if (tagIDs.length) {
      await trx
        .insertInto("discussion_tags")
        .values(tagIDs.map((tagID) => ({ discussionID, tagID })))
        .execute();
    }
    await recountTags(trx, [...old.map((r) => r.tagID), ...tagIDs]);
  });
}

/**
 * Bumps a discussion to the top of "recent" (`PATCH /discussions/{id}/bump`): `curation.manage`
 * (content spec §6, Bump). Only `dateLastComment` moves: no editor and no new `dateUpdated`, so the
 * discussion does not look edited.
 */
export async function bumpDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<void> {
  await getDiscussionRow(db, viewer, discussionID);
  if (!hasPermission(viewer.checker, "curation.manage")) {
    throw forbidden("Permission Problem", "You may not bump this discussion.");
  }
  await db
    .updateTable("discussions")
    .set({ dateLastComment: nowISO() })
    .where("discussionID", "=", discussionID)
    .execute();
}

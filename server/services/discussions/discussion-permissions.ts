import type { Kysely } from "kysely";
import type { DiscussionPermissions } from "../../../schemas/entities/discussion.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { editWindow, type EditWindow } from "../../../runtime/permissions/edit-window";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { readSiteConfig } from "../config";

/** The site rules the discussion permissions depend on (content spec §3 config keys). */
export interface PostRules {
  /** `ui.editContentTimeout`: seconds, -1 for no limit. */
  editTimeout: number;
  /** `tagging.enabled`. */
  taggingEnabled: boolean;
  /** `triage.enabled`: staff may mark discussions resolved. */
  triageEnabled: boolean;
}

/** Reads the {@link PostRules} from the site config. */
export async function readPostRules(db: Kysely<Database>): Promise<PostRules> {
  const config = await readSiteConfig(db);
  return {
    editTimeout: config["ui.editContentTimeout"],
    taggingEnabled: config["tagging.enabled"],
    triageEnabled: config["triage.enabled"],
  };
}

/** The fields of a discussion row the permission rules read. */
export interface DiscussionAccessRow {
  insertUserID: number;
  categoryID: number;
  dateInserted: string | Date;
  closed: number;
}

/** A category-scoped check (junction aliases resolve the category to its permission category). */
export function canInCategory(viewer: Viewer, permission: string | string[], categoryID: number): boolean {
  return hasPermission(viewer.checker, permission, { resourceType: "category", resourceID: categoryID });
}

/** The edit rule of runtime/permissions/edit-window.ts applied to a discussion row. */
export function discussionEditWindow(row: DiscussionAccessRow, viewer: Viewer, rules: PostRules): EditWindow {
  return editWindow(
    {
      insertUserID: row.insertUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
      closed: row.closed === 1,
      categoryID: row.categoryID,
    },
    { userID: viewer.userID, permissions: viewer.checker },
    { recordType: "discussion", editTimeout: rules.editTimeout },
  );
}

/** Close or reopen: `discussions.close` on the category, or `discussions.closeOwn` for the author. */
export function canCloseDiscussion(row: DiscussionAccessRow, viewer: Viewer): boolean {
  return (
    canInCategory(viewer, "discussions.close", row.categoryID) ||
    (viewer.userID > 0 &&
      viewer.userID === row.insertUserID &&
      hasPermission(viewer.checker, "discussions.closeOwn"))
  );
}

/** Sink and announce: `discussions.moderate` on the category or `community.manage` (content spec §6). */
export function canModerateDiscussion(row: DiscussionAccessRow, viewer: Viewer): boolean {
  return (
    hasPermission(viewer.checker, "community.manage") ||
    canInCategory(viewer, "discussions.moderate", row.categoryID)
  );
}

/** Move and change type: `discussions.edit` on the category or `community.moderate`. */
export function canManageDiscussion(row: Pick<DiscussionAccessRow, "categoryID">, viewer: Viewer): boolean {
  return (
    hasPermission(viewer.checker, "community.moderate") ||
    canInCategory(viewer, "discussions.edit", row.categoryID)
  );
}

/** What the viewer may do with a discussion: the same rules the write routes enforce. */
export function discussionPermissions(
  row: DiscussionAccessRow,
  viewer: Viewer,
  rules: PostRules,
): DiscussionPermissions {
  const window = discussionEditWindow(row, viewer, rules);
  return {
    edit: window.canEdit,
    editSecondsLeft: window.secondsLeft,
    // Authors may not delete their own discussions (DECISIONS roles): only discussions.delete.
    delete: canInCategory(viewer, "discussions.delete", row.categoryID),
    close: canCloseDiscussion(row, viewer),
    tag: rules.taggingEnabled && window.canEdit,
    changeType: canManageDiscussion(row, viewer),
    move: canManageDiscussion(row, viewer),
    moderate: canModerateDiscussion(row, viewer),
  };
}

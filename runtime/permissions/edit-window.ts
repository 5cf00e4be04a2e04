import { hasPermission, type PermissionChecker } from "./permission-checker";

/** What the edit rule needs to know of a post. */
export interface EditablePost {
  insertUserID: number;
  dateInserted: string;
  /** Closed discussions (and their comments) cannot be edited by their author. */
  closed: boolean;
  categoryID: number;
}

/** The outcome of {@link editWindow}. */
export interface EditWindow {
  canEdit: boolean;
  /** Seconds left to edit; null when there is no limit (a moderator, or no timeout configured). */
  secondsLeft: number | null;
}

/**
 * Who may edit a post (content spec §6, §9): `community.moderate`, or the category-scoped
 * `discussions.edit` / `comments.edit`, edit anything without a time limit; the author may edit
 * their own open post until `ui.editContentTimeout` seconds have passed (-1: no limit); a closed
 * post cannot be edited by its author. Pure: the server enforces it and the client shows the
 * "Edit (time)" link from the same rule.
 */
export function editWindow(
  post: EditablePost,
  viewer: { userID: number; permissions: PermissionChecker },
  options: { recordType: "discussion" | "comment"; editTimeout: number; now?: number },
): EditWindow {
  const moderatorPermission = options.recordType === "discussion" ? "discussions.edit" : "comments.edit";
  if (
    hasPermission(viewer.permissions, "community.moderate") ||
    hasPermission(viewer.permissions, moderatorPermission, {
      resourceType: "category",
      resourceID: post.categoryID,
    })
  ) {
    return { canEdit: true, secondsLeft: null };
  }
  if (viewer.userID <= 0 || viewer.userID !== post.insertUserID || post.closed) {
    return { canEdit: false, secondsLeft: null };
  }
  if (options.editTimeout < 0) return { canEdit: true, secondsLeft: null };
  const elapsed = ((options.now ?? Date.now()) - Date.parse(post.dateInserted)) / 1000;
  const secondsLeft = Math.floor(options.editTimeout - elapsed);
  return secondsLeft > 0 ? { canEdit: true, secondsLeft } : { canEdit: false, secondsLeft: 0 };
}

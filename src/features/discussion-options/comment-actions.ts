import type { Comment } from "../../../schemas/entities/comment.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { editWindow } from "../../../runtime/permissions/edit-window";
import { ESCALATIONS_FLAG, editTimeoutOf, isOn, type OptionsViewer } from "./discussion-actions";

/** Every action of the comment options menu, in menu order. */
export const commentActionNames = ["edit", "report", "split", "revisionHistory", "delete"] as const;
/** One action of the comment options menu. */
export type CommentActionName = (typeof commentActionNames)[number];

/** The fields of a comment the rules read. */
export type OptionsComment = Pick<
  Comment,
  "commentID" | "categoryID" | "insertUserID" | "dateInserted" | "closed" | "displayType"
>;

/**
 * Which comment options the viewer gets (content spec §6): edit by the author within the edit
 * window and by moderators always; delete with comments.delete on the category; report with
 * flag.add and the escalations flag; split with discussions.manage on the category; revision history
 * with comments.edit on the category or community.moderate. A tombstone
 * offers nothing.
 */
export function commentActions(
  comment: OptionsComment,
  viewer: OptionsViewer,
): ReadonlySet<CommentActionName> {
  const actions = new Set<CommentActionName>();
  if (viewer.userID <= 0 || viewer.isBanned || comment.displayType === "tombstone") return actions;
  const { checker, config } = viewer;
  const inCategory = { resourceType: "category", resourceID: comment.categoryID };
  const post = { ...comment, closed: comment.closed ?? false };
  const rules: Record<CommentActionName, boolean> = {
    edit: editWindow(
      post,
      { userID: viewer.userID, permissions: checker },
      { recordType: "comment", editTimeout: editTimeoutOf(config), now: viewer.now },
    ).canEdit,
    report: isOn(config, ESCALATIONS_FLAG) && hasPermission(checker, "flag.add"),
    split: hasPermission(checker, "discussions.manage", inCategory),
    // The same rule as the history's API: comments.edit in the category, or community.moderate.
    revisionHistory:
      hasPermission(checker, "community.moderate") || hasPermission(checker, "comments.edit", inCategory),
    delete: hasPermission(checker, "comments.delete", inCategory),
  };
  for (const name of commentActionNames) if (rules[name]) actions.add(name);
  return actions;
}

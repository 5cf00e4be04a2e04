import { hasPermission, type PermissionChecker } from "../../../runtime/permissions/permission-checker";

/**
 * Whether the viewer may comment on (and quote into) a discussion (shell spec §6 Quote button,
 * content spec §6): comments.add on its category, or discussions.close when it is closed.
 */
export function canComment(
  checker: PermissionChecker,
  discussion: { categoryID: number; closed: boolean },
): boolean {
  const permission = discussion.closed ? "discussions.close" : "comments.add";
  return hasPermission(checker, permission, { resourceType: "category", resourceID: discussion.categoryID });
}

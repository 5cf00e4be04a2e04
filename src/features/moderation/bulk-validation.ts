import { t, msg } from "../../../runtime/i18n/t";
import { hasPermission, type PermissionChecker } from "../../../runtime/permissions/permission-checker";
import type { SelectedDiscussion } from "./selection-store";

/** The bulk actions of the bar (content spec §2 bulk dialogs; split works on comments elsewhere). */
export type BulkAction = "delete" | "move" | "merge" | "close" | "reopen" | "warn";

/** Content spec §5 texts of the bulk bar, exactly (note the typographic apostrophes). */
export const BULK_TEXTS = {
  selected: msg("You have selected {count} discussions."),
  mergeNeedsTwo: msg("You must select at least 2 discussions to merge."),
  alreadyClosed: msg("Selected discussions are already closed."),
  noEdit: msg("You don’t have the edit permission on the following discussions:"),
  noClose: msg("You don't have the close permission on the following discussions:"),
  noDelete: msg("You don’t have the delete permission on the following discussions:"),
} as const;

/** Why an action is unavailable: the §5 sentence, and the names it lists (may be empty). */
export interface DisabledReason {
  message: string;
  names: string[];
}

/** Each action's reason to be disabled, or null when it may run. */
export type BulkAvailability = Record<BulkAction, DisabledReason | null>;

/**
 * Applies the bulk bar rules of content spec §5 with category-scoped checks (§6: `discussions.manage`
 * for move and merge, and the close and delete permissions the server checks per discussion).
 */
export function bulkAvailability(
  selected: readonly SelectedDiscussion[],
  checker: PermissionChecker,
): BulkAvailability {
  const lacking = (permission: string) =>
    selected
      .filter(
        (item) =>
          !hasPermission(checker, permission, { resourceType: "category", resourceID: item.categoryID }),
      )
      .map((item) => item.name);
  const reason = (message: string, names: string[] = []): DisabledReason => ({ message: t(message), names });

  const noManage = lacking("discussions.manage");
  const noClose = lacking("discussions.close");
  const noDelete = lacking("discussions.delete");
  const editReason = noManage.length > 0 ? reason(BULK_TEXTS.noEdit, noManage) : null;
  const closeReason = noClose.length > 0 ? reason(BULK_TEXTS.noClose, noClose) : null;
  const isAllClosed = selected.length > 0 && selected.every((item) => item.closed);

  return {
    delete: noDelete.length > 0 ? reason(BULK_TEXTS.noDelete, noDelete) : null,
    move: editReason,
    merge: selected.length < 2 ? reason(BULK_TEXTS.mergeNeedsTwo) : editReason,
    close: isAllClosed ? reason(BULK_TEXTS.alreadyClosed) : closeReason,
    reopen: closeReason,
    warn: null,
  };
}

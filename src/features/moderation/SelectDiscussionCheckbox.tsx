import { useEffect } from "react";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { discussionSelection, useSelection, type SelectedDiscussion } from "./selection-store";
import * as styles from "./moderation.styles";

/** Props of {@link SelectDiscussionCheckbox}. */
export interface SelectDiscussionCheckboxProps {
  discussion: SelectedDiscussion;
}

/**
 * A list item's bulk-selection checkbox, "Select discussion: {title}", offered only with
 * `discussions.manage` in the discussion's category (content spec §6, a resource-scoped check).
 * Disabled while a bulk job works on the discussion.
 */
export function SelectDiscussionCheckbox({ discussion }: SelectDiscussionCheckboxProps) {
  const canManage = useSession((s) =>
    hasPermission(checkerOf(s), "discussions.manage", {
      resourceType: "category",
      resourceID: discussion.categoryID,
    }),
  );
  const key = String(discussion.discussionID);
  const isChecked = useSelection((state) => key in state.checked);
  const isPending = useSelection((state) => key in state.pending);
  const stored = useSelection((state) => state.checked[key]);
  const { discussionID, name, categoryID, closed } = discussion;
  // A fresher copy of a checked discussion (renamed, moved, closed elsewhere) replaces the stored one,
  // so the bulk bar validates what the list shows.
  useEffect(() => {
    if (!stored) return;
    if (stored.name === name && stored.categoryID === categoryID && stored.closed === closed) return;
    discussionSelection.toggle({ discussionID, name, categoryID, closed }, true);
  }, [stored, discussionID, name, categoryID, closed]);
  if (!canManage) return null;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t("Select discussion: {title}", { title: discussion.name })}
      checked={isChecked || isPending}
      disabled={isPending}
      onChange={(event) => discussionSelection.toggle(discussion, event.target.checked)}
    />
  );
}

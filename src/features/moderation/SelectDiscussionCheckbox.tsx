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

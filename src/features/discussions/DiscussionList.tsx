import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { DiscussionOptions } from "../../../schemas/widgets/discussions-widget.schema";
import { t } from "../../../runtime/i18n/t";
import { BulkSelectionHost } from "../moderation";
import { DiscussionListItem } from "./DiscussionListItem";
import * as styles from "./discussion-list.styles";

/** Props of {@link DiscussionList}. */
export interface DiscussionListProps {
  discussions: readonly Discussion[];
  options?: DiscussionOptions;
}

/**
 * A list of discussions, or "No discussions were found." when there are none. It hosts the bulk
 * moderation toast and dialogs, so a selection made on any page of any list can be acted on.
 */
export function DiscussionList({ discussions, options }: DiscussionListProps) {
  if (discussions.length === 0) {
    return (
      <>
        <p className={styles.empty}>{t("No discussions were found.")}</p>
        <BulkSelectionHost />
      </>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {discussions.map((discussion) => (
          <DiscussionListItem key={discussion.discussionID} discussion={discussion} options={options} />
        ))}
      </ul>
      <BulkSelectionHost />
    </>
  );
}

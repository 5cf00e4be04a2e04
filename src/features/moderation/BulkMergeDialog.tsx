import { useId, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";
import { LeaveRedirectCheckbox } from "./LeaveRedirectCheckbox";
import * as styles from "./moderation.styles";

/**
 * Merges the selection into one of them: the moderator picks the destination among the selected
 * discussions, then `POST /discussions/merge` (the destination may be named among the ids).
 */
export default function BulkMergeDialog({ items, onClose }: BulkDialogProps) {
  const [destinationID, setDestinationID] = useState<number | null>(items[0]?.discussionID ?? null);
  const [addRedirects, setAddRedirects] = useState(false);
  const groupName = useId();
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={t("Merge Discussions")}
      submitLabel={t("Merge")}
      request={
        destinationID === null
          ? null
          : { action: "merge", destinationDiscussionID: destinationID, addRedirects }
      }
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("Choose the main discussion to merge into:")}</legend>
        {items.map((item) => (
          <label key={item.discussionID} className={styles.choice}>
            <input
              type="radio"
              name={groupName}
              value={item.discussionID}
              checked={destinationID === item.discussionID}
              onChange={() => setDestinationID(item.discussionID)}
            />
            {item.name}
          </label>
        ))}
      </fieldset>
      <LeaveRedirectCheckbox checked={addRedirects} onChange={setAddRedirects} />
    </BulkDialog>
  );
}

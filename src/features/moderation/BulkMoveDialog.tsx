import { useId, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { CategoryPicker, type CategoryOption } from "../post-form";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";
import * as styles from "./moderation.styles";

/** Moves the selection into one category: `PATCH /discussions/move`, optionally leaving redirects. */
export default function BulkMoveDialog({ items, onClose }: BulkDialogProps) {
  const [category, setCategory] = useState<CategoryOption | null>(null);
  const [addRedirects, setAddRedirects] = useState(false);
  const redirectID = useId();
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={t("Move Discussions")}
      submitLabel={t("Move")}
      request={category ? { action: "move", categoryID: category.categoryID, addRedirects } : null}
    >
      <CategoryPicker value={category} onChange={setCategory} />
      <div className={styles.choice}>
        <input
          id={redirectID}
          type="checkbox"
          checked={addRedirects}
          onChange={(event) => setAddRedirects(event.target.checked)}
        />
        <label htmlFor={redirectID}>{t("Leave a redirect")}</label>
      </div>
    </BulkDialog>
  );
}

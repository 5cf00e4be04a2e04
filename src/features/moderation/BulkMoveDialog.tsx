import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { CategoryPicker, type CategoryOption } from "../post-form";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";
import { LeaveRedirectCheckbox } from "./LeaveRedirectCheckbox";

/** Moves the selection into one category: `PATCH /discussions/move`, optionally leaving redirects. */
export default function BulkMoveDialog({ items, onClose }: BulkDialogProps) {
  const [category, setCategory] = useState<CategoryOption | null>(null);
  const [addRedirects, setAddRedirects] = useState(false);
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={t("Move Discussions")}
      submitLabel={t("Move")}
      request={category ? { action: "move", categoryID: category.categoryID, addRedirects } : null}
    >
      <CategoryPicker value={category} onChange={setCategory} />
      <LeaveRedirectCheckbox checked={addRedirects} onChange={setAddRedirects} />
    </BulkDialog>
  );
}

import { t } from "../../../runtime/i18n/t";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";

/** The bulk delete confirmation: `DELETE /discussions/list?longRunnerMode=sync` on confirm. */
export default function BulkDeleteDialog({ items, onClose }: BulkDialogProps) {
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={t("Delete Discussions")}
      submitLabel={t("Delete")}
      request={{ action: "delete" }}
    >
      <p>{t("Are you sure you want to delete {count} discussions?", { count: items.length })}</p>
    </BulkDialog>
  );
}

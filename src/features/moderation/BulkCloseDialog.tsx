import { t } from "../../../runtime/i18n/t";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";

/** Props of {@link BulkCloseDialog}. */
export interface BulkCloseDialogProps extends BulkDialogProps {
  /** True closes, false reopens. */
  closed: boolean;
}

/** Closes or reopens the selection: `PATCH /discussions/close`. */
export default function BulkCloseDialog({ items, onClose, closed }: BulkCloseDialogProps) {
  const count = items.length;
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={closed ? t("Close Discussions") : t("Reopen Discussions")}
      submitLabel={closed ? t("Close Discussions") : t("Reopen Discussions")}
      request={{ action: "close", closed }}
    >
      <p>
        {closed
          ? t("Are you sure you want to close {count} discussions?", { count })
          : t("Are you sure you want to reopen {count} discussions?", { count })}
      </p>
    </BulkDialog>
  );
}

import { t } from "../../../runtime/i18n/t";
import { FormDialog } from "../../ui/FormDialog";

/** Props of {@link DeleteDraftDialog}. */
export interface DeleteDraftDialogProps {
  /** The draft's title as the list shows it. */
  draftTitle: string;
  onConfirm(): Promise<boolean>;
  onClose(): void;
}

/** Asks before a draft is deleted: it cannot be brought back. */
export function DeleteDraftDialog({ draftTitle, onConfirm, onClose }: DeleteDraftDialogProps) {
  return (
    <FormDialog title={t("Delete Draft")} submitLabel={t("Delete")} onSubmit={onConfirm} onClose={onClose}>
      <p>{t("Are you sure you want to delete this draft?")}</p>
      <p>
        <strong>{draftTitle}</strong>
      </p>
    </FormDialog>
  );
}

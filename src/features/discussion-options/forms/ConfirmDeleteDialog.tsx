import { t } from "../../../../runtime/i18n/t";
import { OptionsDialog } from "../OptionsDialog";

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  /** Deletes; a rejection shows its message and keeps the dialog open. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** The delete confirmation (content spec §4, §8): the question, Cancel and Delete. */
export default function ConfirmDeleteDialog({
  title,
  question,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <OptionsDialog title={t(title)} submitLabel={t("Delete")} onClose={onClose} onSubmit={onConfirm}>
      <p>{t(question)}</p>
    </OptionsDialog>
  );
}

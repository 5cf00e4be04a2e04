import { useId } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../Button";
import { Modal } from "../Modal";
import { ModalFooter } from "../ModalFooter";
import { ModalHeader } from "../ModalHeader";
import * as styles from "./form-controls.styles";

/** The question before unsaved changes are left behind (shell spec §8). */
export const UNSAVED_CHANGES_TEXT =
  "You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?";

/** Props of {@link UnsavedChangesDialog}. */
export interface UnsavedChangesDialogProps {
  /** Leave, dropping the changes. */
  onContinue: () => void;
  /** Stay on the form. */
  onCancel: () => void;
}

/** Asks whether to leave a form with unsaved changes (shell spec §8); Cancel keeps the form. */
export function UnsavedChangesDialog({ onContinue, onCancel }: UnsavedChangesDialogProps) {
  const titleID = useId();
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel}>
      <ModalHeader title={t("Unsaved Changes")} />
      <p className={styles.dialogBody}>{t(UNSAVED_CHANGES_TEXT)}</p>
      <ModalFooter>
        <Button buttonType="text" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button buttonType="primary" onClick={onContinue}>
          {t("Continue")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";
import * as styles from "./drafts-page.styles";

/** Props of {@link DraftDialog}. */
export interface DraftDialogProps {
  title: string;
  submitLabel: string;
  /** Runs on submit; resolves true to close the dialog, false to keep it open (the toast explains). */
  onSubmit(): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of the drafts page's dialogs: a small modal (focus held inside and given back to the
 * button that opened it, shell spec §4), Cancel and a submit button with a loader while pending.
 */
export function DraftDialog({ title, submitLabel, onSubmit, onClose, children }: DraftDialogProps) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    const isDone = await onSubmit();
    if (isDone) onClose();
    else setIsPending(false);
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} isNotDismissable={isPending}>
      <ModalHeader title={title} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={styles.dialogBody}>{children}</div>
        <ModalFooter>
          <Button type="button" buttonType="text" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button type="submit" buttonType="primary" isLoading={isPending}>
            {submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

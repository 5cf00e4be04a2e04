import { useId, useState, type FormEvent, type ReactNode } from "react";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import * as styles from "./MembersSection.styles";

/** Props of {@link MemberDialog}. */
export interface MemberDialogProps {
  title: string;
  submitLabel: string;
  /** Runs on submit; resolves true to close the dialog, false to keep it open (a toast explains). */
  onSubmit(): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of the members section's dialogs: a small modal (focus held inside and given back to the
 * button that opened it, shell spec §4), Cancel and a submit button with a loader while pending.
 */
export function MemberDialog({ title, submitLabel, onSubmit, onClose, children }: MemberDialogProps) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    if (await onSubmit()) onClose();
    else setIsPending(false);
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} isNotDismissable={isPending}>
      <ModalHeader title={title} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={styles.dialogBody}>{children}</div>
        <ModalFooter>
          <Button type="button" buttonType="dashboardSecondary" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button type="submit" buttonType="dashboardPrimary" isLoading={isPending}>
            {submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

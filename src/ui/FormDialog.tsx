import { useId, useState, type FormEvent, type ReactNode } from "react";
import { t } from "../../runtime/i18n/t";
import { Button } from "./Button";
import { Modal } from "./Modal";
import { ModalFooter } from "./ModalFooter";
import { ModalHeader } from "./ModalHeader";
import * as styles from "./FormDialog.styles";

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Runs on submit; resolves true to close the dialog, false to keep it open (a toast explains). */
  onSubmit(): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
  /** The buttons of the site's pages, or of the dashboard's. */
  look?: "site" | "dashboard";
  /** Replaces the body's padded, scrolling box. */
  bodyClassName?: string;
}

/**
 * A small modal holding one form (focus held inside and given back to the button that opened it,
 * shell spec §4): the caller's fields, Cancel, and a submit button with a loader while pending. It
 * cannot be dismissed while the submit is pending.
 */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
  look = "site",
  bodyClassName = styles.body,
}: FormDialogProps) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    if (await onSubmit()) onClose();
    else setIsPending(false);
  }

  const isDashboard = look === "dashboard";
  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} isNotDismissable={isPending}>
      <ModalHeader title={title} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={bodyClassName}>{children}</div>
        <ModalFooter>
          <Button type="button" buttonType={isDashboard ? "dashboardSecondary" : "text"} onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button
            type="submit"
            buttonType={isDashboard ? "dashboardPrimary" : "primary"}
            isLoading={isPending}
          >
            {submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

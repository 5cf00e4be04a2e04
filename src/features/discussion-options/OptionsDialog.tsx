import { useId, useState, type FormEvent, type ReactNode } from "react";
import { t } from "../../../runtime/i18n/t";
import { errorMessageOf } from "../../ui/toasts/error-message";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";
import * as styles from "./discussion-options.styles";

/** Props of {@link OptionsDialog}. */
export interface OptionsDialogProps {
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** Runs on submit; a rejection shows its message in the dialog and keeps it open. */
  onSubmit(): Promise<void>;
  onClose(): void;
  /** The submit button stays disabled while false (a required choice missing). */
  canSubmit?: boolean;
  children: ReactNode;
}

/**
 * The frame of every options form: a medium modal (focus held inside and given back to the menu
 * button on close, shell spec §4) with a title, the form, its error, Cancel and a submit button that
 * shows a loader while the call is pending.
 */
export function OptionsDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  canSubmit = true,
  children,
}: OptionsDialogProps) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setError(null);
    try {
      await onSubmit();
    } catch (failure) {
      setError(errorMessageOf(failure));
      setIsPending(false);
    }
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose}>
      <ModalHeader title={title} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={styles.body}>
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          {children}
        </div>
        <ModalFooter>
          <Button type="button" buttonType="text" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button type="submit" buttonType="primary" isLoading={isPending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

import { useId, type FormEvent, type ReactNode } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";
import type { BulkRequest } from "./bulk-api";
import { BulkJobProgress } from "./BulkJobProgress";
import type { SelectedDiscussion } from "./selection-store";
import { useBulkJob } from "./use-bulk-job";
import * as styles from "./moderation.styles";

/** What every bulk dialog receives: the discussions it acts on and how to close it. */
export interface BulkDialogProps {
  items: readonly SelectedDiscussion[];
  onClose(): void;
}

/** Props of {@link BulkDialog}. */
export interface BulkDialogFrameProps extends BulkDialogProps {
  title: string;
  submitLabel: string;
  /** The call to make, or null while a required choice is missing (the submit stays disabled). */
  request: BulkRequest | null;
  children?: ReactNode;
}

/**
 * The frame of every bulk dialog (content spec §2): a medium modal (focus rules of shell spec §4
 * come with Modal) holding the form, then the job's progress and per-item outcomes. Once the job
 * ran, only Close remains: the outcome stays readable until the moderator dismisses it.
 */
export function BulkDialog({ items, onClose, title, submitLabel, request, children }: BulkDialogFrameProps) {
  const titleID = useId();
  const job = useBulkJob(items);
  const isRunning = job.status === "loading";
  const isFinished = job.status === "success";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!request || job.status !== "pending") return;
    void job.run(request);
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} isNotDismissable={isRunning}>
      <ModalHeader title={title} />
      <form onSubmit={handleSubmit} noValidate>
        <div className={styles.body}>
          {job.status === "pending" ? children : null}
          <BulkJobProgress job={job} />
        </div>
        <ModalFooter>
          {isFinished ? (
            <Button type="button" buttonType="primary" onClick={onClose}>
              {t("Close")}
            </Button>
          ) : (
            <>
              <Button type="button" buttonType="text" onClick={onClose} disabled={isRunning}>
                {t("Cancel")}
              </Button>
              <Button type="submit" buttonType="primary" isLoading={isRunning} disabled={request === null}>
                {submitLabel}
              </Button>
            </>
          )}
        </ModalFooter>
      </form>
    </Modal>
  );
}

import { useId, useState } from "react";
import { cx } from "@linaria/core";
import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { Button } from "../../ui/Button";
import { DateTime } from "../../ui/DateTime";
import type { Draft, DraftStatus } from "../../../schemas/entities/draft.schema";
import { draftEditUrl, draftExcerpt, draftLastSaved } from "./draft-presentation";
import type { DraftActions } from "./draft-actions";
import { DeleteDraftDialog } from "./DeleteDraftDialog";
import { ScheduleDraftDialog } from "./ScheduleDraftDialog";
import * as styles from "./drafts-page.styles";

/** The label of each status in the list. */
export const draftStatusLabels: Record<DraftStatus, string> = {
  draft: msg("Draft"),
  scheduled: msg("Scheduled"),
  error: msg("Error"),
};

/** Props of {@link DraftListItem}. */
export interface DraftListItemProps {
  draft: Draft;
  title: string;
  actions: DraftActions;
  /** Called after a call that may have taken the draft off this page (its buttons go with it). */
  onSettled(): void;
}

type OpenDialog = "schedule" | "delete" | null;

/**
 * One draft: its title, status, when it was last saved, the schedule or the failure reason, an
 * excerpt, and Edit, Schedule (or Reschedule and Cancel Schedule) and Delete. The buttons are
 * described by the title, so "Delete" says which draft.
 */
export function DraftListItem({ draft, title, actions, onSettled }: DraftListItemProps) {
  const titleID = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const editUrl = draftEditUrl(draft);
  const excerpt = draftExcerpt(draft);
  const isScheduled = draft.draftStatus === "scheduled";

  async function handleCancelSchedule() {
    setIsCancelling(true);
    await actions.cancelSchedule(draft.draftID);
    setIsCancelling(false);
    onSettled();
  }

  function closeDialog() {
    setDialog(null);
    onSettled();
  }

  return (
    <li className={styles.entry}>
      <h2 id={titleID} className={styles.title}>
        {title}
      </h2>
      <p className={styles.meta}>
        <span className={cx(styles.status, draft.draftStatus === "error" && styles.errorStatus)}>
          {t(draftStatusLabels[draft.draftStatus])}
        </span>
        <span>
          {t("Last saved")} <DateTime date={draftLastSaved(draft)} mode="relative" />
        </span>
        {isScheduled && draft.dateScheduled && (
          <span>
            {t("Publishes")} <DateTime date={draft.dateScheduled} type="extended" />
          </span>
        )}
      </p>
      {draft.draftStatus === "error" && (
        <p className={styles.failure}>
          {t("Could not be published: {reason}", {
            reason: draft.failedReason || t("no reason was given."),
          })}
        </p>
      )}
      {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      <div className={styles.actions}>
        {editUrl && (
          <a href={sanitizeLink(editUrl)} aria-describedby={titleID}>
            {t("Edit")}
          </a>
        )}
        <Button buttonType="text" aria-describedby={titleID} onClick={() => setDialog("schedule")}>
          {isScheduled ? t("Reschedule") : t("Schedule")}
        </Button>
        {isScheduled && (
          <Button
            buttonType="text"
            aria-describedby={titleID}
            isLoading={isCancelling}
            onClick={() => void handleCancelSchedule()}
          >
            {t("Cancel Schedule")}
          </Button>
        )}
        <Button buttonType="text" aria-describedby={titleID} onClick={() => setDialog("delete")}>
          {t("Delete")}
        </Button>
      </div>
      {dialog === "schedule" && (
        <ScheduleDraftDialog
          draftTitle={title}
          dateScheduled={draft.dateScheduled}
          onSchedule={(date) => actions.schedule(draft.draftID, date)}
          onClose={closeDialog}
        />
      )}
      {dialog === "delete" && (
        <DeleteDraftDialog
          draftTitle={title}
          onConfirm={() => actions.remove(draft.draftID)}
          onClose={closeDialog}
        />
      )}
    </li>
  );
}

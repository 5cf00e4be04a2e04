import { useId, useState } from "react";
import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { Button } from "../../ui/Button";
import { SAVE_STATUS_TEXTS } from "../../ui/SaveStatus";
import type { Draft } from "../../../schemas/entities/draft.schema";
import {
  draftEditUrl,
  draftExcerpt,
  draftParentRef,
  draftTitle,
  parentRefKey,
  type DraftParentRef,
} from "./draft-presentation";
import { localDraftKey, type LocalDraft } from "./local-drafts";
import { useParentNames } from "./use-drafts";
import { deleteLocalDraft } from "./use-local-drafts";
import { DeleteDraftDialog } from "./DeleteDraftDialog";
import * as styles from "./drafts-page.styles";

/** Our text: what a draft kept only in this browser means for the member. */
export const DEVICE_ONLY_TEXT = msg("Not yet saved to your account: open it in this browser to finish it.");

/** A local entry in the form the list's helpers read (it has no server ID or status yet). */
function asDraft(entry: LocalDraft): Draft {
  const date = new Date(entry.dateUpdated).toISOString();
  return {
    recordID: null,
    parentRecordType: null,
    parentRecordID: null,
    ...entry.draft,
    draftID: 0,
    draftStatus: "draft",
    dateScheduled: null,
    failedReason: null,
    insertUserID: 0,
    dateInserted: date,
    updateUserID: 0,
    dateUpdated: date,
  } as Draft;
}

/** Where Edit leads: the page the draft was typed on, whose form finds it in this browser. */
function editUrlOf(entry: LocalDraft, draft: Draft): string | null {
  return entry.draft.recordType === "discussion" ? entry.path : draftEditUrl(draft);
}

/** Props of {@link LocalDraftList}. */
export interface LocalDraftListProps {
  drafts: readonly LocalDraft[];
}

/**
 * The drafts typed in this browser that the server does not have yet, marked "Saved on this
 * device", so nothing typed is missing from the drafts page. Edit opens the form they came from,
 * which restores them and saves them to the server.
 */
export function LocalDraftList({ drafts }: LocalDraftListProps) {
  const shown = drafts.map((entry) => ({ entry, draft: asDraft(entry) }));
  const names = useParentNames(
    shown.map(({ draft }) => draftParentRef(draft)).filter((ref): ref is DraftParentRef => ref !== null),
  );
  return (
    <ol className={styles.list}>
      {shown.map(({ entry, draft }) => {
        const parent = draftParentRef(draft);
        return (
          <LocalDraftItem
            key={localDraftKey(entry)}
            title={draftTitle(draft, parent && names[parentRefKey(parent)])}
            draft={draft}
            editUrl={editUrlOf(entry, draft)}
            onDelete={() => deleteLocalDraft(entry)}
          />
        );
      })}
    </ol>
  );
}

function LocalDraftItem({
  title,
  draft,
  editUrl,
  onDelete,
}: {
  title: string;
  draft: Draft;
  editUrl: string | null;
  onDelete(): void;
}) {
  const titleID = useId();
  const [isAsking, setIsAsking] = useState(false);
  const excerpt = draftExcerpt(draft);
  return (
    <li className={styles.entry}>
      <h2 id={titleID} className={styles.title}>
        {title}
      </h2>
      <p className={styles.meta}>
        <span className={styles.status}>{t(SAVE_STATUS_TEXTS.local)}</span>
        <span>
          {t("Last saved")} <DateTime date={draft.dateInserted} mode="relative" />
        </span>
      </p>
      <p className={styles.muted}>{t(DEVICE_ONLY_TEXT)}</p>
      {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      <div className={styles.actions}>
        {editUrl && (
          <a href={sanitizeLink(editUrl)} aria-describedby={titleID}>
            {t("Edit")}
          </a>
        )}
        <Button buttonType="text" aria-describedby={titleID} onClick={() => setIsAsking(true)}>
          {t("Delete")}
        </Button>
      </div>
      {isAsking && (
        <DeleteDraftDialog
          draftTitle={title}
          onConfirm={async () => {
            onDelete();
            return true;
          }}
          onClose={() => setIsAsking(false)}
        />
      )}
    </li>
  );
}

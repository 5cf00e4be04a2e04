import { useId, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { t } from "../../../runtime/i18n/t";
import type { ReactionLogEntry } from "../../../schemas/entities/reaction.schema";
import { Button } from "../../ui/Button";
import { DateTime } from "../../ui/DateTime";
import { Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import { ModalHeader } from "../../ui/ModalHeader";
import { reactionsPath, type ReactionRecordType } from "./reaction-rules";
import * as styles from "./reactions.styles";

/** Entries per page of the log (the API's most). */
const LOG_PAGE_SIZE = 100;

interface LogPage {
  entries: ReactionLogEntry[];
  hasNext: boolean;
}

/** Props of {@link ReactionLogDialog}. */
export interface ReactionLogDialogProps {
  recordType: ReactionRecordType;
  recordID: number;
  viewerID: number;
  /** Removes one member's reaction; resolves true once the server did. */
  onRemove(entry: { userID: number; urlcode: string; isViewers: boolean }): Promise<boolean>;
  onClose(): void;
}

/**
 * The reaction log of a post for moderators (community.moderate, content spec §6 "reaction log
 * button"): who gave which reaction and when, newest first, each with Remove (`DELETE
 * …/reactions/{userID}`; a removal only deletes, content spec §4). Focus stays in the list after a
 * removal: on the next row's Remove, or on the dialog's close button when none is left.
 */
export default function ReactionLogDialog({
  recordType,
  recordID,
  viewerID,
  onRemove,
  onClose,
}: ReactionLogDialogProps) {
  const titleID = useId();
  const path = reactionsPath(recordType, recordID);
  const [removing, setRemoving] = useState<number | null>(null);
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<LogPage, ApiError>(
    (index: number, previous: LogPage | null) =>
      index > 0 && !previous?.hasNext ? null : ["reaction-log", path, index + 1],
    async ([, , page]: readonly [string, string, number]) => {
      const response = await apiClient.get<ReactionLogEntry[]>(path, {
        query: { limit: LOG_PAGE_SIZE, page },
      });
      return { entries: response.data, hasNext: Boolean(response.paging?.nextURL) };
    },
  );
  const entries = data?.flatMap((page) => page.entries);
  const hasMore = Boolean(data?.at(-1)?.hasNext);

  async function remove(entry: ReactionLogEntry, row: HTMLElement | null) {
    setRemoving(entry.userID);
    const next = row?.nextElementSibling ?? row?.previousElementSibling;
    const isDone = await onRemove({
      userID: entry.userID,
      urlcode: entry.reactionType.urlcode,
      isViewers: entry.userID === viewerID,
    });
    setRemoving(null);
    if (!isDone) return;
    await mutate(
      (pages) =>
        pages?.map((page) => ({
          ...page,
          entries: page.entries.filter((each) => each.userID !== entry.userID),
        })),
      { revalidate: false },
    );
    const focusNext = next?.querySelector<HTMLElement>("button");
    if (focusNext) focusNext.focus();
    else
      document
        .getElementById(titleID)
        ?.closest("[role=dialog]")
        ?.querySelector<HTMLElement>("button")
        ?.focus();
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("Reaction Log")} />
      <div className={styles.logDialogBody}>
        {error ? (
          <p role="alert">{error.message}</p>
        ) : !entries ? (
          <Loader />
        ) : entries.length === 0 ? (
          <p>{t("No Reactions Yet.")}</p>
        ) : (
          <ul className={styles.logEntries} aria-label={t("Reactions")}>
            {entries.map((entry) => (
              <li key={`${entry.userID}-${entry.tagID}`} className={styles.logEntry}>
                <span>
                  <strong>{entry.user.name}</strong> {t(entry.reactionType.name)}{" "}
                  <DateTime date={entry.dateInserted} />
                </span>
                <Button
                  buttonType="text"
                  isLoading={removing === entry.userID}
                  aria-label={t("Remove {reaction} by {name}", {
                    reaction: t(entry.reactionType.name),
                    name: entry.user.name,
                  })}
                  onClick={(event) => void remove(entry, event.currentTarget.closest("li"))}
                >
                  {t("Remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <Button
            buttonType="standard"
            isLoading={isValidating && (data?.length ?? 0) < size}
            onClick={() => void setSize(size + 1)}
          >
            {t("More")}
          </Button>
        )}
      </div>
    </Modal>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import useSWR from "swr";
import type { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { Loader } from "../../../ui/Loader";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import { Tag } from "../../../ui/Tag";
import { useToast } from "../../../ui/toasts/use-toast";
import {
  readRevision,
  readRevisions,
  restoreRevision,
  useLayoutRevisions,
  type LayoutRecord,
  type LayoutRevision,
} from "./layout-api";
import { printDefinition, type ComparedDefinition } from "./layout-diff";
import { TextDiff } from "../../../ui/TextDiff";
import * as styles from "./LayoutsSection.styles";

/** One side of a comparison: a revision, or the live layout. */
type Side = { revisionID: number } | "live";

interface Comparison {
  before: Side;
  after: Side;
  title: string;
}

/** The definition of one side: a revision's is read once (revisions never change), the live one is given. */
function useSide(layoutID: number, side: Side, live: LayoutRecord) {
  const revisionID = side === "live" ? null : side.revisionID;
  const { data, error } = useSWR<ComparedDefinition, ApiError>(
    revisionID === null ? null : `dashboard:layout-revision:${layoutID}:${revisionID}`,
    async () => readRevision(layoutID, revisionID ?? 0),
    { revalidateOnFocus: false },
  );
  if (side === "live")
    return { definition: { layout: live.layout, titleBar: live.titleBar }, error: undefined };
  return { definition: data, error };
}

function ComparisonView({
  layoutID,
  comparison,
  live,
  onClose,
}: {
  layoutID: number;
  comparison: Comparison;
  live: LayoutRecord;
  onClose(): void;
}) {
  const before = useSide(layoutID, comparison.before, live);
  const after = useSide(layoutID, comparison.after, live);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [comparison]);
  const error = before.error ?? after.error;
  return (
    <section ref={ref} tabIndex={-1} className={styles.comparison} aria-label={comparison.title}>
      {error ? (
        <p role="alert">
          {t("There was a problem loading the component")}: {error.message}
        </p>
      ) : before.definition && after.definition ? (
        <TextDiff
          before={printDefinition(before.definition)}
          after={printDefinition(after.definition)}
          title={comparison.title}
        />
      ) : (
        <Loader />
      )}
      <Button buttonType="dashboardSecondary" onClick={onClose}>
        {t("Close the comparison")}
      </Button>
    </section>
  );
}

/** Asks before an earlier revision becomes the live layout again. */
function ConfirmRestore({
  revision,
  onConfirm,
  onCancel,
}: {
  revision: LayoutRevision;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const titleID = useId();
  const [isRestoring, setIsRestoring] = useState(false);
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel} isNotDismissable={isRestoring}>
      <ModalHeader title={t("Restore revision")} />
      <p className={styles.question}>
        {t(
          "Restore revision {id}? It becomes the live layout at once, as a new revision; an unpublished draft is discarded.",
          { id: revision.revisionID },
        )}
      </p>
      <ModalFooter>
        <Button buttonType="dashboardSecondary" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button
          buttonType="dashboardPrimary"
          isLoading={isRestoring}
          onClick={() => {
            setIsRestoring(true);
            void onConfirm().finally(() => setIsRestoring(false));
          }}
        >
          {t("Restore")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/**
 * A stored layout's history: every published version, newest first, with who published it, when,
 * and which one is live; each compared with the one before it or with the live one (a readable
 * diff), and Restore, after a confirmation, making an earlier one live again as a new revision.
 */
export function LayoutHistory({
  layoutID,
  live,
  onRestored,
}: {
  layoutID: number;
  /** The live layout with its definition. */
  live: LayoutRecord;
  onRestored: () => Promise<unknown>;
}) {
  const toast = useToast();
  const headingID = useId();
  const { page, error, refresh } = useLayoutRevisions(layoutID);
  const [older, setOlder] = useState<{ revisions: LayoutRevision[]; nextPath?: string } | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  // The button that opened the comparison gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const compare = (next: Comparison) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setComparison(next);
  };
  const [restoring, setRestoring] = useState<LayoutRevision | null>(null);

  let body;
  if (error) {
    body = (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  } else if (!page) {
    body = <Loader />;
  } else {
    const revisions = [...page.revisions, ...(older?.revisions ?? [])];
    const nextPath = older ? older.nextPath : page.nextPath;
    const loadOlder = async (path: string) => {
      setIsLoadingOlder(true);
      try {
        const next = await readRevisions(path);
        setOlder((before) => ({
          revisions: [...(before?.revisions ?? []), ...next.revisions],
          ...(next.nextPath ? { nextPath: next.nextPath } : {}),
        }));
      } catch (loadError) {
        toast.error(loadError);
      } finally {
        setIsLoadingOlder(false);
      }
    };
    const restore = async (revision: LayoutRevision) => {
      try {
        await restoreRevision(layoutID, revision.revisionID);
        setOlder(null);
        setComparison(null);
        await Promise.all([refresh(), onRestored()]);
        setRestoring(null);
        toast.add({
          body: t("Revision {id} is live again, as a new revision.", { id: revision.revisionID }),
          autoDismiss: true,
        });
      } catch (restoreError) {
        toast.error(restoreError);
      }
    };
    body =
      revisions.length === 0 ? (
        <p className={styles.muted}>{t("Nothing was published yet.")}</p>
      ) : (
        <>
          <ol className={styles.revisions} aria-labelledby={headingID}>
            {revisions.map((revision, index) => {
              const previous = revisions[index + 1];
              const name = t("Revision {id}", { id: revision.revisionID });
              return (
                <li key={revision.revisionID} className={styles.revision}>
                  <span className={styles.revisionTitle}>{name}</span>
                  <DateTime date={revision.dateInserted} type="extended" />
                  <span className={styles.revisionAuthor}>{revision.insertUser?.name ?? ""}</span>
                  <span className={styles.revisionState}>
                    {revision.isLive && <Tag preset="success">{t("Live")}</Tag>}
                  </span>
                  <span className={styles.actions}>
                    {previous && (
                      <Button
                        buttonType="dashboardStandard"
                        aria-label={t("Changes in revision {id}", { id: revision.revisionID })}
                        onClick={() =>
                          compare({
                            before: { revisionID: previous.revisionID },
                            after: { revisionID: revision.revisionID },
                            title: t("From revision {from} to revision {to}:", {
                              from: previous.revisionID,
                              to: revision.revisionID,
                            }),
                          })
                        }
                      >
                        {t("Changes")}
                      </Button>
                    )}
                    {!revision.isLive && (
                      <>
                        <Button
                          buttonType="dashboardStandard"
                          aria-label={t("Compare revision {id} with the live layout", {
                            id: revision.revisionID,
                          })}
                          onClick={() =>
                            compare({
                              before: { revisionID: revision.revisionID },
                              after: "live",
                              title: t("From revision {id} to the live layout:", { id: revision.revisionID }),
                            })
                          }
                        >
                          {t("Compare with live")}
                        </Button>
                        <Button
                          buttonType="dashboardStandard"
                          aria-label={t("Restore revision {id}", { id: revision.revisionID })}
                          onClick={() => setRestoring(revision)}
                        >
                          {t("Restore")}
                        </Button>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          {nextPath && (
            <Button
              buttonType="dashboardStandard"
              isLoading={isLoadingOlder}
              onClick={() => void loadOlder(nextPath)}
            >
              {t("Show older revisions")}
            </Button>
          )}
          {comparison && (
            <ComparisonView
              layoutID={layoutID}
              comparison={comparison}
              live={live}
              onClose={() => {
                setComparison(null);
                opener.current?.focus();
              }}
            />
          )}
          {restoring && (
            <ConfirmRestore
              revision={restoring}
              onConfirm={() => restore(restoring)}
              onCancel={() => setRestoring(null)}
            />
          )}
        </>
      );
  }
  return (
    <section className={styles.history} aria-labelledby={headingID}>
      <h4 id={headingID}>{t("History")}</h4>
      {body}
    </section>
  );
}

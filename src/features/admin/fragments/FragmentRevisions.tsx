import { useId, useState } from "react";
import useSWR from "swr";
import type { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { DateTime } from "../../../ui/DateTime";
import { Loader } from "../../../ui/Loader";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import { useToast } from "../../../ui/toasts/use-toast";
import {
  deleteRevision,
  readFragment,
  rollBack,
  type FragmentDetailsRecord,
  type FragmentRecord,
} from "./fragment-api";
import { FragmentStatusTag } from "./fragment-status";
import { TextDiff } from "../../../ui/TextDiff";
import * as styles from "./FragmentsSection.styles";

/** A revision in words: its message, or "Draft" for the one not committed yet. */
function revisionLabel(revision: FragmentRecord): string {
  const message = revision.commitMessage || t("Draft");
  return t("{message} ({date})", { message, date: new Date(revision.dateRevisionInserted).toLocaleString() });
}

/** A revision's code, read once (a committed revision never changes). */
function useRevisionCode(uuid: string, revision: string) {
  return useSWR<FragmentDetailsRecord, ApiError>(
    revision ? `dashboard:fragment-revision:${uuid}:${revision}` : null,
    () => readFragment(uuid, revision),
    { revalidateOnFocus: false },
  );
}

/** The diff of two revisions' source (or built module, for an uploaded bundle) and stylesheet. */
function Comparison({ uuid, from, to }: { uuid: string; from: string; to: string }) {
  const before = useRevisionCode(uuid, from);
  const after = useRevisionCode(uuid, to);
  const error = before.error ?? after.error;
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!before.data || !after.data) return <Loader />;
  const sourceOf = (revision: FragmentDetailsRecord) => revision.jsRaw || revision.js;
  return (
    <>
      <TextDiff title={t("Code")} before={sourceOf(before.data)} after={sourceOf(after.data)} />
      <TextDiff title={t("Stylesheet")} before={before.data.css} after={after.data.css} />
    </>
  );
}

/** What a revision's action does, in words, for the dialog that asks before it. */
interface RevisionAction {
  revision: FragmentRecord;
  kind: "rollback" | "delete";
}

/** Asks before an earlier revision becomes the active one again, or before one is deleted. */
function ConfirmRevisionAction({
  action,
  onConfirm,
  onCancel,
}: {
  action: RevisionAction;
  onConfirm(): Promise<void>;
  onCancel(): void;
}) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);
  const message = action.revision.commitMessage || t("Draft");
  const words =
    action.kind === "rollback"
      ? {
          title: t("Roll back"),
          text: t(
            'Make "{message}" the active version again? Every page using the fragment shows it at once.',
            {
              message,
            },
          ),
        }
      : {
          title: t("Delete this revision"),
          text: t('Delete "{message}"? Its code is gone for good; the active version stays as it is.', {
            message,
          }),
        };
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel} isNotDismissable={isPending}>
      <ModalHeader title={words.title} />
      <p>{words.text}</p>
      <ModalFooter>
        <Button buttonType="dashboardSecondary" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button
          buttonType="dashboardPrimary"
          isLoading={isPending}
          onClick={() => {
            setIsPending(true);
            void onConfirm().finally(() => setIsPending(false));
          }}
        >
          {words.title}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** Props of {@link FragmentRevisions}. */
export interface FragmentRevisionsProps {
  uuid: string;
  revisions: FragmentRecord[] | undefined;
  error?: ApiError;
  canManage: boolean;
  /** Told of a rollback with the server's answer. */
  onRolledBack(fragment: FragmentDetailsRecord): void;
  /** Told that a revision was deleted (a deleted draft takes the editor back to the active code). */
  onDeleted(revision: FragmentRecord): void;
}

/** A fragment's revisions, newest first: compare any two, roll back to a past one. */
export function FragmentRevisions({
  uuid,
  revisions,
  error,
  canManage,
  onRolledBack,
  onDeleted,
}: FragmentRevisionsProps) {
  const toast = useToast();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  const [pending, setPending] = useState<RevisionAction | null>(null);
  const fromID = useId();
  const toID = useId();
  const captionID = useId();
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!revisions) return <Loader />;
  const fromValue = from || revisions[1]?.fragmentRevisionUUID || "";
  const toValue = to || revisions[0]?.fragmentRevisionUUID || "";
  return (
    <>
      <div className={styles.tableScroll} role="region" aria-label={t("Revisions")} tabIndex={0}>
        <table className={styles.table} aria-labelledby={captionID}>
          <caption id={captionID} className={styles.muted}>
            {t("Revisions, newest first")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("Message")}</th>
              <th scope="col">{t("Author")}</th>
              <th scope="col">{t("Date")}</th>
              <th scope="col">{t("Status")}</th>
              {canManage && <th scope="col">{t("Actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.fragmentRevisionUUID}>
                <th scope="row">{revision.commitMessage || t("Draft")}</th>
                <td>{revision.revisionInsertUser?.name ?? t("Unknown")}</td>
                <td>
                  <DateTime date={revision.dateRevisionInserted} />
                </td>
                <td>
                  <FragmentStatusTag status={revision.status} />
                </td>
                {canManage && (
                  <td className={styles.rowActions}>
                    {revision.status === "past-revision" && (
                      <Button
                        buttonType="dashboardLink"
                        aria-label={t("Roll back to this: {message}", { message: revision.commitMessage })}
                        onClick={() => setPending({ revision, kind: "rollback" })}
                      >
                        {t("Roll back to this")}
                      </Button>
                    )}
                    {revision.status !== "active" && (
                      <Button
                        buttonType="dashboardLink"
                        aria-label={t("Delete this revision: {message}", {
                          message: revision.commitMessage || t("Draft"),
                        })}
                        onClick={() => setPending({ revision, kind: "delete" })}
                      >
                        {t("Delete")}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revisions.length > 1 && (
        <form
          className={styles.actions}
          aria-label={t("Compare revisions")}
          onSubmit={(event) => {
            event.preventDefault();
            setCompared({ from: fromValue, to: toValue });
          }}
        >
          <span className={styles.field}>
            <label htmlFor={fromID}>{t("From")}</label>
            <select id={fromID} value={fromValue} onChange={(event) => setFrom(event.target.value)}>
              {revisions.map((revision) => (
                <option key={revision.fragmentRevisionUUID} value={revision.fragmentRevisionUUID}>
                  {revisionLabel(revision)}
                </option>
              ))}
            </select>
          </span>
          <span className={styles.field}>
            <label htmlFor={toID}>{t("To")}</label>
            <select id={toID} value={toValue} onChange={(event) => setTo(event.target.value)}>
              {revisions.map((revision) => (
                <option key={revision.fragmentRevisionUUID} value={revision.fragmentRevisionUUID}>
                  {revisionLabel(revision)}
                </option>
              ))}
            </select>
          </span>
          <Button type="submit" buttonType="dashboardStandard">
            {t("Compare")}
          </Button>
        </form>
      )}
      {compared && (
        <section aria-label={t("Comparison")}>
          <Comparison uuid={uuid} from={compared.from} to={compared.to} />
          <Button buttonType="dashboardSecondary" onClick={() => setCompared(null)}>
            {t("Close the comparison")}
          </Button>
        </section>
      )}
      {pending && (
        <ConfirmRevisionAction
          action={pending}
          onCancel={() => setPending(null)}
          onConfirm={async () => {
            const { revision, kind } = pending;
            try {
              if (kind === "rollback") {
                const result = await rollBack(uuid, revision.fragmentRevisionUUID);
                setPending(null);
                onRolledBack(result);
                toast.add({ body: t("Rolled back: that version is active again."), autoDismiss: true });
              } else {
                await deleteRevision(uuid, revision.fragmentRevisionUUID);
                setPending(null);
                onDeleted(revision);
                toast.add({ body: t("The revision was deleted."), autoDismiss: true });
              }
            } catch (failure) {
              toast.error(failure);
            }
          }}
        />
      )}
    </>
  );
}

import { useId, useState, type ReactNode } from "react";
import type { Report, ReportStatus } from "../../../schemas/entities/report.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/FormDialog";
import { useToast } from "../../ui/toasts/use-toast";
import { EntryByline } from "./EntryByline";
import {
  banAuthors,
  closeReports,
  deletePosts,
  groupReports,
  warnAuthors,
  type ReportGroup,
} from "./report-actions";
import * as styles from "./moderation-log.styles";
import * as formStyles from "./moderation.styles";

/** Props of {@link ReportList}. */
export interface ReportListProps {
  reports: readonly Report[];
  /** Reloads the list after an action; without it the queue is read-only. */
  onChanged?: () => Promise<unknown>;
  /** The viewer may ban members (users.edit): the Ban Author action shows. */
  canBan?: boolean;
}

const statusLabels: Record<ReportStatus, string> = {
  new: msg("New"),
  dismissed: msg("Dismissed"),
  resolved: msg("Resolved"),
};

/** The longest note or reason the server accepts. */
const MAX_TEXT_LENGTH = 500;
/** Warning points allowed by the warnings service. */
const MAX_POINTS = 10;

type Dialog = { kind: "resolve" | "delete" | "warn" | "ban"; groups: ReportGroup[] };

/**
 * The report queue: one entry per reported post (its text as a plain-text excerpt, its author, a
 * link to it in its discussion), then who reported it, when and why. Moderators act in place on one
 * post or on the selected ones: dismiss or resolve its open reports (with a note, telling the
 * reporters or not), delete the post, warn or ban its author.
 */
export function ReportList({ reports, onChanged, canBan = false }: ReportListProps) {
  const groups = groupReports(reports);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const toast = useToast();
  const chosen = groups.filter((group) => selected.has(group.key));

  async function finish(outcome: { failed: unknown[] | number; error: unknown }, done: string) {
    const failed = typeof outcome.failed === "number" ? outcome.failed : outcome.failed.length;
    if (failed > 0) toast.error(outcome.error);
    else toast.add({ body: done, autoDismiss: true });
    setSelected(new Set());
    await onChanged?.();
    return failed === 0;
  }

  const dismiss = async (targets: ReportGroup[]) => {
    await finish(await closeReports(targets, { status: "dismissed" }), t("The reports were dismissed."));
  };

  const actionsFor = (targets: ReportGroup[]) => {
    const hasOpen = targets.some((group) => group.reports.some((report) => report.status === "new"));
    const hasPost = targets.some((group) => group.head.recordUrl !== null);
    const hasAuthor = targets.some((group) => group.head.recordUserID !== null);
    return (
      <div className={formStyles.actions}>
        <Button buttonType="standard" disabled={!hasOpen} onClick={() => void dismiss(targets)}>
          {t("Dismiss")}
        </Button>
        <Button
          buttonType="standard"
          disabled={!hasOpen}
          onClick={() => setDialog({ kind: "resolve", groups: targets })}
        >
          {t("Resolve")}
        </Button>
        <Button
          buttonType="standard"
          disabled={!hasPost}
          onClick={() => setDialog({ kind: "delete", groups: targets })}
        >
          {t("Delete Post")}
        </Button>
        <Button
          buttonType="standard"
          disabled={!hasAuthor}
          onClick={() => setDialog({ kind: "warn", groups: targets })}
        >
          {t("Warn Author")}
        </Button>
        {canBan && (
          <Button
            buttonType="standard"
            disabled={!hasAuthor}
            onClick={() => setDialog({ kind: "ban", groups: targets })}
          >
            {t("Ban Author")}
          </Button>
        )}
      </div>
    );
  };

  return (
    <>
      {onChanged && chosen.length > 0 && (
        <div className={formStyles.bar} role="region" aria-label={t("Selected posts")}>
          <p className={formStyles.barText}>
            {t("You have selected {count} posts.", { count: chosen.length })}
          </p>
          {actionsFor(chosen)}
        </div>
      )}
      <ol className={styles.list}>
        {groups.map((group) => (
          <ReportEntry
            key={group.key}
            group={group}
            isSelected={selected.has(group.key)}
            onSelect={
              onChanged
                ? (isOn) =>
                    setSelected((keys) => {
                      const next = new Set(keys);
                      if (isOn) next.add(group.key);
                      else next.delete(group.key);
                      return next;
                    })
                : undefined
            }
            actions={onChanged ? actionsFor([group]) : null}
          />
        ))}
      </ol>
      {dialog && (
        <ReportDialog
          dialog={dialog}
          onClose={() => setDialog(null)}
          onDone={(outcome, done) => finish(outcome, done)}
        />
      )}
    </>
  );
}

function postTitle(report: Report): string {
  return report.recordName ?? t(report.recordType === "discussion" ? "Discussion" : "Comment");
}

function ReportEntry({
  group,
  isSelected,
  onSelect,
  actions,
}: {
  group: ReportGroup;
  isSelected: boolean;
  onSelect: ((isOn: boolean) => void) | undefined;
  actions: ReactNode;
}) {
  const { head } = group;
  const headingID = useId();
  const title = postTitle(head);
  return (
    <li className={styles.entry} aria-labelledby={headingID}>
      <p className={styles.title} id={headingID}>
        {onSelect && (
          <input
            type="checkbox"
            className={formStyles.checkbox}
            checked={isSelected}
            aria-label={t("Select {name}", { name: title })}
            onChange={(event) => onSelect(event.target.checked)}
          />
        )}{" "}
        {head.recordUrl ? (
          <a href={sanitizeLink(head.recordUrl)}>
            {head.recordType === "comment" ? t("Comment in {name}", { name: title }) : title}
          </a>
        ) : (
          t("The reported post has been deleted.")
        )}
      </p>
      {head.recordUrl && head.recordUser && head.recordDateInserted && (
        <EntryByline user={head.recordUser} date={head.recordDateInserted}>
          {head.recordType === "comment" && head.discussionUrl && (
            <a href={sanitizeLink(head.discussionUrl)}>{t("Open the discussion")}</a>
          )}
        </EntryByline>
      )}
      {head.recordExcerpt !== null && (
        <blockquote className={styles.plainBody} aria-label={t("Reported text")}>
          {head.recordExcerpt}
        </blockquote>
      )}
      <ul className={styles.list} aria-label={t("Reports")}>
        {group.reports.map((report) => (
          <li key={report.reportID} className={styles.entry}>
            <EntryByline user={report.insertUser} date={report.dateInserted}>
              <span className={styles.status}>{t(statusLabels[report.status])}</span>
            </EntryByline>
            <p className={styles.plainBody}>{report.reason}</p>
            {report.noteBody && <p className={styles.plainBody}>{report.noteBody}</p>}
            {report.resolutionNote && (
              <p className={styles.plainBody}>
                {t("Moderator's note: {note}", { note: report.resolutionNote })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {actions}
    </li>
  );
}

type Outcome = { failed: unknown[] | number; error: unknown };

function ReportDialog({
  dialog,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  onClose(): void;
  onDone(outcome: Outcome, done: string): Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [points, setPoints] = useState("0");
  const [notify, setNotify] = useState(false);
  const textID = useId();
  const pointsID = useId();
  const notifyID = useId();
  const { kind, groups } = dialog;
  const note = text.trim();
  const titles: Record<Dialog["kind"], string> = {
    resolve: t("Resolve Reports"),
    delete: t("Delete Post"),
    warn: t("Warn Author"),
    ban: t("Ban Author"),
  };
  const submitLabels: Record<Dialog["kind"], string> = {
    resolve: t("Resolve"),
    delete: t("Delete"),
    warn: t("Warn"),
    ban: t("Ban"),
  };
  const closing = { ...(note ? { resolutionNote: note } : {}), notifyReporter: notify };
  const toast = useToast();

  async function submit(): Promise<boolean> {
    switch (kind) {
      case "resolve":
        return onDone(
          await closeReports(groups, { ...closing, status: "resolved" }),
          t("The reports were resolved."),
        );
      case "delete":
        return onDone(
          await deletePosts(groups, closing),
          t("The post was deleted and its reports resolved."),
        );
      case "warn": {
        if (!note) {
          toast.add({ body: t("Write the reason the author is warned."), autoDismiss: true });
          return false;
        }
        const value = Math.min(MAX_POINTS, Math.max(0, Math.trunc(Number(points) || 0)));
        return onDone(
          await warnAuthors(groups, { reason: note, points: value }),
          t("The author was warned."),
        );
      }
      case "ban":
        return onDone(await banAuthors(groups, note), t("The author was banned."));
    }
  }

  const isClosing = kind === "resolve" || kind === "delete";
  return (
    <FormDialog title={titles[kind]} submitLabel={submitLabels[kind]} onSubmit={submit} onClose={onClose}>
      {kind === "delete" && (
        <p>{t("Are you sure you want to delete this post? Its open reports are resolved.")}</p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={textID}>{isClosing ? t("Note (optional)") : t("Reason")}</label>
        <textarea
          id={textID}
          rows={3}
          required={kind === "warn"}
          maxLength={MAX_TEXT_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {kind === "warn" && (
        <div className={formStyles.field}>
          <label htmlFor={pointsID}>{t("Points")}</label>
          <input
            id={pointsID}
            type="number"
            min={0}
            max={MAX_POINTS}
            step={1}
            value={points}
            onChange={(event) => setPoints(event.target.value)}
          />
        </div>
      )}
      {isClosing && (
        <div className={formStyles.choice}>
          <input
            id={notifyID}
            type="checkbox"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor={notifyID}>{t("Tell the reporter")}</label>
        </div>
      )}
    </FormDialog>
  );
}

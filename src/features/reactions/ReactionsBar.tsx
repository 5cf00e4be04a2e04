import { lazy, Suspense, useMemo, useRef, useState } from "react";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { useSession } from "../../../runtime/data/session-store";
import { Tooltip } from "../../ui/Tooltip";
import { ReactionIcon } from "./ReactionIcon";
import { ReactionPicker } from "./ReactionPicker";
import { canOfferReaction, type ReactionRecordType } from "./reaction-rules";
import { reactionCountName, scoreExplanation } from "./reaction-labels";
import { ReactionLog } from "./ReactionLog";
import { useReactions } from "./use-reactions";
import * as styles from "./reactions.styles";

const ReactionLogDialog = lazy(() => import("./ReactionLogDialog"));

/** Props of {@link ReactionsBar}. */
export interface ReactionsBarProps {
  recordType: ReactionRecordType;
  recordID: number;
  reactions: ReactionSummary[];
  score: number;
}

/**
 * The reactions under a post (content spec §4, §5): only the reactions someone gave, each with its
 * count (a toggle when the viewer may give it, pressed when it is theirs), then the "Add reaction"
 * menu naming every reaction the viewer may give, then the score with what it means. Guests see the
 * given reactions read-only. Every reaction's tooltip names it; holders of reactions.view also see
 * who gave it (§9). Moderators (community.moderate) get the Reaction Log, to remove one member's
 * reaction.
 */
export function ReactionsBar({ recordType, recordID, reactions, score }: ReactionsBarProps) {
  const viewerID = useSession((s) => s.user.userID);
  const isSignedIn = viewerID > 0;
  const [isLogOpen, setIsLogOpen] = useState(false);
  const permissions = useSession((s) => s.permissions);
  const checker = useMemo(
    () => createPermissionChecker(permissions.record, permissions.status),
    [permissions],
  );
  const handle = useReactions({ recordType, recordID, reactions, score });
  const rowRef = useRef<HTMLDivElement>(null);
  const canViewLog = hasPermission(checker, "reactions.view");
  const canModerate = hasPermission(checker, "community.moderate");
  const offered = isSignedIn
    ? handle.reactions.filter((reaction) => canOfferReaction(checker, reaction))
    : [];
  const given = handle.reactions.filter((reaction) => reaction.count > 0);
  if (given.length === 0 && offered.length === 0 && handle.score === 0) return null;

  function chooseFromRow(reaction: ReactionSummary) {
    // Taking back the last one of a reaction removes its button from the row: focus goes on to
    // the picker instead of being lost with it.
    if (reaction.hasReacted && reaction.count <= 1)
      rowRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    void handle.choose(reaction.urlcode);
  }

  return (
    <div ref={rowRef} role="group" aria-label={t("Reactions")} className={styles.bar}>
      {given.map((reaction) => (
        <Reaction
          key={reaction.tagID}
          reaction={reaction}
          isOffered={offered.includes(reaction)}
          isPending={handle.isPending}
          onChoose={() => chooseFromRow(reaction)}
          log={canViewLog ? { recordType, recordID, urlcode: reaction.urlcode, count: reaction.count } : null}
        />
      ))}
      {offered.length > 0 ? (
        <ReactionPicker reactions={offered} onChoose={(urlcode) => void handle.choose(urlcode)} />
      ) : null}
      {given.length > 0 || handle.score !== 0 ? (
        <span className={styles.score}>
          <Tooltip label={scoreExplanation(handle.reactions)}>
            <span tabIndex={0}>{`${t("Score")}: ${handle.score}`}</span>
          </Tooltip>
        </span>
      ) : null}
      {canModerate && given.length > 0 ? (
        <button
          type="button"
          className={styles.logButton}
          aria-haspopup="dialog"
          onClick={() => setIsLogOpen(true)}
        >
          {t("Reaction Log")}
        </button>
      ) : null}
      {isLogOpen ? (
        <Suspense fallback={null}>
          <ReactionLogDialog
            recordType={recordType}
            recordID={recordID}
            viewerID={viewerID}
            onRemove={handle.removeFor}
            onClose={() => setIsLogOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

interface ReactionProps {
  reaction: ReactionSummary;
  isOffered: boolean;
  isPending: boolean;
  onChoose(): void;
  log: { recordType: ReactionRecordType; recordID: number; urlcode: string; count: number } | null;
}

/**
 * One given reaction: its icon and count, named "Like, 3 people"; a toggle when offered, otherwise
 * read-only. Its tooltip names it, and lists who gave it when the viewer may see that.
 */
function Reaction({ reaction, isOffered, isPending, onChoose, log }: ReactionProps) {
  const [isLogWanted, setIsLogWanted] = useState(false);
  const wantLog = log ? () => setIsLogWanted(true) : undefined;
  const label = (
    <span className={styles.logList}>
      <span className={styles.tooltipName}>{t(reaction.name)}</span>
      {log ? <ReactionLog {...log} isActive={isLogWanted} /> : null}
    </span>
  );
  const contents = (
    <>
      <ReactionIcon urlcode={reaction.urlcode} className={styles.icon} />
      <span className={styles.count}>{reaction.count}</span>
    </>
  );
  return (
    <Tooltip label={label}>
      {isOffered ? (
        <button
          type="button"
          className={styles.reaction}
          aria-label={reactionCountName(reaction)}
          aria-pressed={reaction.hasReacted}
          aria-disabled={isPending || undefined}
          onClick={isPending ? undefined : onChoose}
          onMouseEnter={wantLog}
          onFocus={wantLog}
        >
          {contents}
        </button>
      ) : (
        <span
          className={styles.reactionCount}
          role="img"
          aria-label={reactionCountName(reaction)}
          tabIndex={0}
          onMouseEnter={wantLog}
          onFocus={wantLog}
        >
          {contents}
        </span>
      )}
    </Tooltip>
  );
}

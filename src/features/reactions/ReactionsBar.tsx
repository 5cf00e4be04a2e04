import { useMemo, useState, type ReactElement } from "react";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { useSession } from "../../../runtime/data/session-store";
import { Tooltip } from "../../ui/Tooltip";
import { ReactionIcon } from "./ReactionIcon";
import { canOfferReaction, type ReactionRecordType } from "./reaction-rules";
import { ReactionLog } from "./ReactionLog";
import { useReactions } from "./use-reactions";
import * as styles from "./reactions.styles";

/** Props of {@link ReactionsBar}. */
export interface ReactionsBarProps {
  recordType: ReactionRecordType;
  recordID: number;
  reactions: ReactionSummary[];
  score: number;
}

/**
 * The reactions under a post (content spec §4, §5): one toggle per reaction type the viewer may give,
 * pressed when given, with its count; the other types with a count show it read-only (guests see
 * counts only). Holders of reactions.view get a tooltip listing who reacted (§9).
 */
export function ReactionsBar({ recordType, recordID, reactions, score }: ReactionsBarProps) {
  const isSignedIn = useSession((s) => s.user.userID > 0);
  const permissions = useSession((s) => s.permissions);
  const checker = useMemo(
    () => createPermissionChecker(permissions.record, permissions.status),
    [permissions],
  );
  const handle = useReactions({ recordType, recordID, reactions, score });
  const canViewLog = hasPermission(checker, "reactions.view");
  const shown = handle.reactions.filter(
    (reaction) => (isSignedIn && canOfferReaction(checker, reaction)) || reaction.count > 0,
  );
  return (
    <div role="group" aria-label={t("Reactions")} className={styles.bar}>
      {shown.map((reaction) => {
        const isOffered = isSignedIn && canOfferReaction(checker, reaction);
        const logProps = { recordType, recordID, urlcode: reaction.urlcode, count: reaction.count };
        return (
          <Reaction
            key={reaction.tagID}
            reaction={reaction}
            isOffered={isOffered}
            isPending={handle.isPending}
            onChoose={() => void handle.choose(reaction.urlcode)}
            log={canViewLog && reaction.count > 0 ? logProps : null}
          />
        );
      })}
      <span className={styles.score}>{`${t("Score")}: ${handle.score}`}</span>
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

/** One reaction: a toggle when offered, otherwise its count; with the log tooltip when allowed. */
function Reaction({ reaction, isOffered, isPending, onChoose, log }: ReactionProps) {
  const [isLogWanted, setIsLogWanted] = useState(false);
  const wantLog = log ? () => setIsLogWanted(true) : undefined;
  const glyph = <ReactionIcon urlcode={reaction.urlcode} className={styles.icon} />;
  const count = <span className={styles.count}>{reaction.count}</span>;
  const withLog = (trigger: ReactElement<{ "aria-describedby"?: string }>) =>
    log ? <Tooltip label={<ReactionLog {...log} isActive={isLogWanted} />}>{trigger}</Tooltip> : trigger;
  if (!isOffered) {
    return withLog(
      <span
        className={styles.reactionCount}
        role="img"
        aria-label={`${t(reaction.name)}: ${reaction.count}`}
        tabIndex={log ? 0 : undefined}
        onMouseEnter={wantLog}
        onFocus={wantLog}
      >
        {glyph}
        {count}
      </span>,
    );
  }
  // The button is named after the reaction alone (content spec §3); its count stands beside it as
  // visible text, so the name holds all the text the button shows (WCAG 2.5.3 label in name).
  return (
    <span className={styles.reactionItem}>
      {withLog(
        <button
          type="button"
          className={styles.reaction}
          aria-label={t(reaction.name)}
          aria-pressed={reaction.hasReacted}
          aria-disabled={isPending || undefined}
          onClick={isPending ? undefined : onChoose}
          onMouseEnter={wantLog}
          onFocus={wantLog}
        >
          {glyph}
        </button>,
      )}
      {count}
    </span>
  );
}

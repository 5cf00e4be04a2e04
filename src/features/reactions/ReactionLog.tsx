import useSWR from "swr";
import type { ReactionLogEntry } from "../../../schemas/entities/reaction.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { stringifyQuery } from "../../../runtime/url/query-string";
import { DEFAULT_API_ERROR_MESSAGE } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { reactionsPath, type ReactionRecordType } from "./reaction-rules";
import * as styles from "./reactions.styles";

/** How many users a reaction tooltip lists before "+N" (content spec §9). */
export const REACTION_TOOLTIP_USERS = 5;

/** The empty log's text (content spec §8). */
export const NO_REACTIONS_TEXT = msg("No Reactions Yet.");

/** Props of {@link ReactionLog}. */
export interface ReactionLogProps {
  recordType: ReactionRecordType;
  recordID: number;
  urlcode: string;
  /** The reaction's count on the record, for the "+N" beyond the listed users. */
  count: number;
  /** Load only once the tooltip is wanted (hover or focus). */
  isActive: boolean;
}

/** The swr key of the first users who gave a reaction to a record. */
export function reactionLogKey(recordType: ReactionRecordType, recordID: number, urlcode: string): string {
  const query = stringifyQuery({ type: urlcode, limit: REACTION_TOOLTIP_USERS });
  return `${reactionsPath(recordType, recordID)}?${query}`;
}

/**
 * A reaction tooltip's body (content spec §9): up to 5 users who gave it, then "+N" for the rest;
 * "No Reactions Yet." when the log is empty. Loaded lazily from the record's reaction log.
 */
export function ReactionLog({ recordType, recordID, urlcode, count, isActive }: ReactionLogProps) {
  const { data, error } = useSWR<ReactionLogEntry[]>(
    isActive ? reactionLogKey(recordType, recordID, urlcode) : null,
    apiFetcher,
  );
  if (error) return <span>{t(DEFAULT_API_ERROR_MESSAGE)}</span>;
  if (!data) return <span>{t("Loading")}</span>;
  if (data.length === 0) return <span>{t(NO_REACTIONS_TEXT)}</span>;
  const users = data.slice(0, REACTION_TOOLTIP_USERS);
  const rest = Math.max(0, count - users.length);
  return (
    <span className={styles.logList}>
      {users.map((entry) => (
        <span key={entry.userID}>{entry.user.name}</span>
      ))}
      {rest > 0 ? <span>{`+${rest}`}</span> : null}
    </span>
  );
}

import type { ReactNode } from "react";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { DiscussionOptions } from "../../../schemas/widgets/discussions-widget.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { FormattedNumber } from "../../ui/FormattedNumber";
import { CategoryChip } from "../categories";
import * as styles from "./discussion-list.styles";

/** Which metas show (each on unless false). */
export type DiscussionMetaDisplay = NonNullable<NonNullable<DiscussionOptions["metas"]>["display"]>;

/** At most this many tags show on a discussion of a list (content spec §9). */
export const MAX_USER_TAGS = 3;

/** Props of {@link DiscussionMeta}. */
export interface DiscussionMetaProps {
  discussion: Discussion;
  display?: DiscussionMetaDisplay;
}

function Count({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <>
      <FormattedNumber value={value} /> {value === 1 ? t(one) : t(many)}
    </>
  );
}

/**
 * The meta line of a discussion in a list: author, last poster and when, counts, unread comments,
 * category, then up to 3 tags linking to their discussions.
 */
export function DiscussionMeta({ discussion, display = {} }: DiscussionMetaProps) {
  const shows = (key: keyof DiscussionMetaDisplay) => display[key] !== false;
  const metas: { key: string; node: ReactNode }[] = [];
  const { insertUser, lastUser, category } = discussion;
  if (shows("startedByUser") && insertUser) {
    metas.push({
      key: "author",
      node: (
        <>
          {t("Started by")}{" "}
          <bdi>
            {insertUser.url ? <a href={sanitizeLink(insertUser.url)}>{insertUser.name}</a> : insertUser.name}
          </bdi>
        </>
      ),
    });
  }
  if (shows("lastUser") && lastUser && discussion.countComments > 0) {
    metas.push({
      key: "last-user",
      node: (
        <>
          {t("Most recent by")}{" "}
          <bdi>{lastUser.url ? <a href={sanitizeLink(lastUser.url)}>{lastUser.name}</a> : lastUser.name}</bdi>
        </>
      ),
    });
  }
  if (shows("lastCommentDate")) {
    metas.push({ key: "date", node: <DateTime date={discussion.dateLastComment} mode="relative" /> });
  }
  if (shows("commentCount")) {
    metas.push({
      key: "comments",
      node: <Count value={discussion.countComments} one={msg("comment")} many={msg("comments")} />,
    });
  }
  if (shows("viewCount")) {
    metas.push({
      key: "views",
      node: <Count value={discussion.countViews} one={msg("view")} many={msg("views")} />,
    });
  }
  if (shows("score")) {
    metas.push({
      key: "score",
      node: <Count value={discussion.score} one={msg("point")} many={msg("points")} />,
    });
  }
  if (shows("unreadCount") && (discussion.countUnread ?? 0) > 0) {
    metas.push({ key: "unread", node: t("{count} new", { count: discussion.countUnread ?? 0 }) });
  }
  if (shows("category") && category) {
    metas.push({ key: "category", node: <CategoryChip category={category} /> });
  }
  const tags = shows("userTags") ? (discussion.tags ?? []).slice(0, MAX_USER_TAGS) : [];

  return (
    <>
      {metas.length > 0 ? (
        <ul className={styles.meta} aria-label={t("Discussion details")}>
          {metas.map((meta) => (
            <li key={meta.key}>{meta.node}</li>
          ))}
        </ul>
      ) : null}
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t("Tags")}>
          {tags.map((tag) => (
            <li key={tag.tagID}>
              <a href={`/discussions?tagID=${tag.tagID}`} dir="auto">
                {tag.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

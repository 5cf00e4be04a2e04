import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { UserPhoto } from "../../ui/UserPhoto";
import { crumbName } from "./crumb-name";
import { splitExcerpt } from "./excerpt-marks";
import type { SearchResult } from "./search-types";
import * as styles from "./search-results.styles";

/** Props of {@link MarkedExcerpt}. */
export interface MarkedExcerptProps {
  result: Pick<SearchResult, "excerpt" | "excerptMarks">;
}

/** A result's plain-text excerpt with its marked spans in `<mark>` (text nodes only, never HTML). */
export function MarkedExcerpt({ result }: MarkedExcerptProps) {
  const pieces = splitExcerpt(result.excerpt ?? "", result.excerptMarks);
  if (pieces.length === 0) return null;
  return (
    <p className={styles.excerpt} dir="auto">
      {pieces.map((piece, index) =>
        piece.isMarked ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </p>
  );
}

const RECORD_LABELS: Record<SearchResult["recordType"], string> = {
  discussion: msg("Discussion"),
  comment: msg("Comment"),
  user: msg("Member"),
  category: msg("Category"),
};

/** A discussion's matching comments under it, and a link to the rest of them. */
function MatchingComments({
  result,
  moreHref,
}: {
  result: SearchResult;
  moreHref?: (discussionID: number) => string;
}) {
  const comments = result.matchingComments ?? [];
  const more = (result.matchingCommentCount ?? 0) - comments.length;
  if (comments.length === 0) return null;
  return (
    <>
      <ul className={styles.matches} aria-label={t("Matching comments")}>
        {comments.map((comment) => (
          <li key={comment.recordID}>
            <a href={sanitizeLink(comment.url)}>
              {comment.insertUser ? t("Comment by {name}", { name: comment.insertUser.name }) : t("Comment")}
            </a>
            <MarkedExcerpt result={comment} />
          </li>
        ))}
      </ul>
      {more > 0 && moreHref && (
        <a className={styles.more} href={moreHref(result.recordID)}>
          {t("{count} more in this discussion", { count: more })}
        </a>
      )}
    </>
  );
}

/** One result: its title as a link, breadcrumbs, excerpt, author and date. */
function SearchResultItem({
  result,
  moreHref,
}: {
  result: SearchResult;
  moreHref?: (discussionID: number) => string;
}) {
  const crumbs = result.breadcrumbs ?? [];
  return (
    <li className={styles.item}>
      {result.insertUser && <UserPhoto user={result.insertUser} size="medium" isDecorative />}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <a href={sanitizeLink(result.url)} dir="auto">
            {result.name}
          </a>
        </h2>
        {crumbs.length > 0 && (
          <nav aria-label={t("Breadcrumb")}>
            <ol className={styles.crumbs}>
              {crumbs.map((crumb) => (
                <li key={crumb.url}>
                  <a href={sanitizeLink(crumb.url)} dir="auto">
                    {crumbName(crumb)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <MarkedExcerpt result={result} />
        <div className={styles.meta}>
          <span>{t(RECORD_LABELS[result.recordType])}</span>
          {result.insertUser && <span>{t("By {name}", { name: result.insertUser.name })}</span>}
          <DateTime date={result.dateInserted} />
        </div>
        <MatchingComments result={result} moreHref={moreHref} />
      </div>
    </li>
  );
}

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  results: readonly SearchResult[];
  /** The page of one discussion's matching posts, for "N more in this discussion". */
  moreHref?: (discussionID: number) => string;
}

/** The list of search results (content spec §2 search page). */
export function SearchResults({ results, moreHref }: SearchResultsProps) {
  return (
    <ol className={styles.list} aria-label={t("Search Results")}>
      {results.map((result) => (
        <SearchResultItem
          key={`${result.recordType}:${result.recordID}`}
          result={result}
          moreHref={moreHref}
        />
      ))}
    </ol>
  );
}

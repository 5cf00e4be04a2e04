import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { PagingInfo } from "../../../schemas/entities/paging.schema";
import { t } from "../../../runtime/i18n/t";
import { formatNumber } from "../../ui/format-number";
import { JumpToPage } from "./JumpToPage";
import { pagerState, resultRange } from "./pager-state";
import * as styles from "./discussion-list.styles";

/** Props of {@link DiscussionPager}: links to page URLs, or buttons that change the page in place. */
export interface DiscussionPagerProps {
  paging: PagingInfo;
  /** Makes the controls links to these URLs (page lists that are pages of their own). */
  hrefFor?: (page: number) => string;
  /** Makes the controls buttons (lists inside a widget). */
  onPageChange?: (page: number) => void;
  /** The navigation's name; "Pagination" by default (a second pager on a page needs its own). */
  label?: string;
  /**
   * Abbreviates result counts above 999 (1.2k, the full count in a title); off by default
   * (content spec §9), so the range reads "1–30 of 1,234".
   */
  abbreviateRange?: boolean;
}

/**
 * Previous and Next with "Page N of M", by the pager rules of content spec §4 (previous disabled on
 * page 1, next on the last page unless more pages exist); nothing when there is one page only. With
 * a known page count it has the jump-to-page mode too (§4, §5).
 */
export function DiscussionPager(props: DiscussionPagerProps) {
  const { paging, hrefFor, onPageChange, label = t("Pagination"), abbreviateRange = false } = props;
  const [, navigate] = useLocation();
  const state = pagerState({ ...paging, hasMore: paging.nextURL !== undefined });
  if (!state.canPrevious && !state.canNext) return null;
  const range = resultRange(state.page, paging.limit, paging.total);
  const count = (n: number) => {
    const { compact, full } = formatNumber(n, undefined, { compactAbove: abbreviateRange ? 999 : Infinity });
    return { text: compact, title: compact === full ? undefined : full };
  };
  const control = (page: number, enabled: boolean, label: string): ReactNode => {
    if (hrefFor) {
      return enabled ? (
        <Link href={hrefFor(page)} className={styles.pagerControl}>
          {label}
        </Link>
      ) : (
        <span className={styles.pagerControl} aria-disabled="true">
          {label}
        </span>
      );
    }
    return (
      <button
        type="button"
        className={styles.pagerControl}
        disabled={!enabled}
        onClick={() => onPageChange?.(page)}
      >
        {label}
      </button>
    );
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      {control(state.page - 1, state.canPrevious, t("Previous"))}
      <span>
        {state.pageCount === undefined
          ? t("Page {page}", { page: state.page })
          : t("Page {page} of {count}", { page: state.page, count: state.pageCount })}
      </span>
      {range ? (
        <span title={count(range.total).title}>
          {t("{first}–{last} of {total}", {
            first: count(range.first).text,
            last: count(range.last).text,
            total: count(range.total).text,
          })}
        </span>
      ) : null}
      {state.pageCount !== undefined && state.pageCount > 1 ? (
        <JumpToPage
          page={state.page}
          pageCount={state.pageCount}
          onJump={(page) => (hrefFor ? navigate(hrefFor(page)) : onPageChange?.(page))}
        />
      ) : null}
      {control(state.page + 1, state.canNext, t("Next"))}
    </nav>
  );
}

/** What a pager knows: the page shown, the size of a page, and the total or whether more exist. */
export interface PagerInput {
  currentPage: number;
  limit: number;
  total?: number;
  /** A next page exists even if the total does not say so (a `nextURL`). */
  hasMore?: boolean;
}

/** What a pager shows. */
export interface PagerState {
  page: number;
  /** ceil(total / limit), at least 1; undefined without a total. */
  pageCount: number | undefined;
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * The pager rules of content spec §4/§5: the page is kept between 1 and the page count
 * (ceil(total/limit), at least 1); previous is disabled on page 1; next is disabled on the last page
 * unless more pages exist.
 */
export function pagerState({ currentPage, limit, total, hasMore = false }: PagerInput): PagerState {
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / Math.max(1, limit)));
  const page = Math.max(1, Math.min(Math.floor(currentPage) || 1, pageCount ?? Infinity));
  return {
    page,
    pageCount,
    canPrevious: page > 1,
    canNext: (pageCount !== undefined && page < pageCount) || hasMore,
  };
}

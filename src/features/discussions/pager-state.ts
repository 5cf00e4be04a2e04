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

/** The results a page holds, counted from 1: "first–last of total". */
export interface ResultRange {
  first: number;
  last: number;
  total: number;
}

/**
 * The results shown on `page` of `total` (content spec §9: the pager's result range); undefined
 * without a total or when there are no results.
 */
export function resultRange(page: number, limit: number, total: number | undefined): ResultRange | undefined {
  if (total === undefined || total <= 0) return undefined;
  const size = Math.max(1, limit);
  const first = Math.min(total, (page - 1) * size + 1);
  return { first, last: Math.min(total, first + size - 1), total };
}

/** What the jump-to-page box keeps of what is typed: digits only (content spec §5). */
export function jumpPageDigits(typed: string): string {
  return typed.replace(/\D/g, "");
}

/**
 * The page a jump-to-page entry leads to (content spec §5): digits only are read; below 1 becomes 1,
 * above the page count becomes the page count; an empty entry keeps the current page.
 */
export function jumpPageTarget(typed: string, currentPage: number, pageCount: number): number {
  const digits = jumpPageDigits(typed);
  if (digits === "") return currentPage;
  return Math.max(1, Math.min(Number(digits), Math.max(1, pageCount)));
}

import { describe, expect, it } from "vitest";
import { jumpPageDigits, jumpPageTarget, pagerState } from "./pager-state";

describe("pagerState (content spec §4 pager rules)", () => {
  it("disables previous on page 1 and enables next when more pages follow", () => {
    expect(pagerState({ currentPage: 1, limit: 10, total: 35 })).toEqual({
      page: 1,
      pageCount: 4,
      canPrevious: false,
      canNext: true,
    });
  });

  it("disables next on the last page", () => {
    expect(pagerState({ currentPage: 4, limit: 10, total: 35 })).toMatchObject({
      canPrevious: true,
      canNext: false,
    });
  });

  it("enables next on the last counted page when more pages exist", () => {
    expect(pagerState({ currentPage: 4, limit: 10, total: 35, hasMore: true }).canNext).toBe(true);
    expect(pagerState({ currentPage: 2, limit: 10, hasMore: true })).toMatchObject({
      pageCount: undefined,
      canNext: true,
    });
    expect(pagerState({ currentPage: 2, limit: 10 }).canNext).toBe(false);
  });

  it("keeps the page between 1 and the page count, which is at least 1 (content spec §5)", () => {
    expect(pagerState({ currentPage: 9, limit: 10, total: 35 }).page).toBe(4);
    expect(pagerState({ currentPage: 0, limit: 10, total: 35 }).page).toBe(1);
    expect(pagerState({ currentPage: 1, limit: 10, total: 0 })).toMatchObject({
      pageCount: 1,
      canNext: false,
    });
  });
});

describe("jump to page (content spec §5)", () => {
  it("keeps only the digits typed", () => {
    expect(jumpPageDigits("1a2-b")).toBe("12");
    expect(jumpPageDigits(" 3 ")).toBe("3");
    expect(jumpPageDigits("x")).toBe("");
  });

  it("makes below 1 into 1 and above the page count into the page count", () => {
    expect(jumpPageTarget("0", 2, 4)).toBe(1);
    expect(jumpPageTarget("99", 2, 4)).toBe(4);
    expect(jumpPageTarget("3", 1, 4)).toBe(3);
  });

  it("stays on the current page when nothing (or nothing but non-digits) was typed", () => {
    expect(jumpPageTarget("", 2, 4)).toBe(2);
    expect(jumpPageTarget("abc", 3, 4)).toBe(3);
  });
});

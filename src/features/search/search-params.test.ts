import { describe, expect, it } from "vitest";
import { splitExcerpt } from "./excerpt-marks";
import {
  dateRangeFilter,
  EMPTY_SEARCH,
  parseSearchParams,
  searchApiQuery,
  searchPageUrl,
} from "./search-params";

const settings = { useNewSearchPage: true };

describe("search page URL (content spec §2 search page, §3 date range)", () => {
  it("writes a date range as one date, [start,end], >=start or <=end (content spec §3)", () => {
    expect(dateRangeFilter("2026-01-01", "2026-01-01")).toBe("2026-01-01");
    expect(dateRangeFilter("2026-01-01", "2026-02-01")).toBe("[2026-01-01,2026-02-01]");
    expect(dateRangeFilter("2026-01-01", "")).toBe(">=2026-01-01");
    expect(dateRangeFilter("", "2026-02-01")).toBe("<=2026-02-01");
    expect(dateRangeFilter("", "")).toBeUndefined();
  });

  it("reads back every parameter it writes, so a shared link gives the same search (content spec §2)", () => {
    const state = {
      ...EMPTY_SEARCH,
      query: "a&b",
      domain: "discussions" as const,
      page: 3,
      sort: "dateInserted" as const,
      queryOperator: "or" as const,
      categoryID: 5,
      includeChildCategories: true,
      insertUserIDs: [2, 8],
      tags: ["faq", "how to"],
      startDate: "2026-01-01",
      endDate: "2026-03-01",
    };
    const url = searchPageUrl(state, settings);
    expect(parseSearchParams(url.split("?")[1] ?? "", settings)).toEqual({ state, invalid: [] });
  });

  it("leaves defaults and the filters another domain has out of the URL and the request (content spec §2)", () => {
    const state = { ...EMPTY_SEARCH, query: "x", domain: "user" as const, categoryID: 5, tags: ["faq"] };
    expect(searchPageUrl(state, settings)).toBe("/search?query=x&domain=user");
    expect(searchApiQuery(state)).toEqual({
      query: "x",
      recordTypes: ["user"],
      queryOperator: "and",
      page: 1,
      limit: 20,
      expand: "insertUser,breadcrumbs",
    });
  });

  it("uses the parameter search when the new search page is off (content spec §2)", () => {
    const off = { useNewSearchPage: false };
    expect(searchPageUrl({ ...EMPTY_SEARCH, query: "faq" }, off)).toBe("/search?search=faq");
    expect(parseSearchParams("search=faq", off).state.query).toBe("faq");
  });

  it("names the parameters it cannot read and keeps their defaults (content spec §8 Error parsing search params)", () => {
    const parsed = parseSearchParams(
      "query=x&page=0&sort=best&insertUserIDs=1,two&startDate=yesterday",
      settings,
    );
    expect(parsed.invalid).toEqual(["page", "sort", "startDate", "insertUserIDs"]);
    expect(parsed.state).toEqual({ ...EMPTY_SEARCH, query: "x" });
  });
});

describe("excerpt marks (content spec §2 search page)", () => {
  it("cuts the excerpt at its marks, clamping and merging bad offsets, losing no text", () => {
    const pieces = splitExcerpt("reset your password", [
      { start: 11, end: 99 },
      { start: 0, end: 5 },
      { start: 3, end: 4 },
    ]);
    expect(pieces).toEqual([
      { text: "reset", isMarked: true },
      { text: " your ", isMarked: false },
      { text: "password", isMarked: true },
    ]);
  });
});

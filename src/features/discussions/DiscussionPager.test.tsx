import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { DiscussionPager } from "./DiscussionPager";
import { resultRange } from "./pager-state";

const hrefFor = (page: number) => `/discussions/p${page}`;

describe("DiscussionPager: the result range (content spec §9)", () => {
  it("shows which results the page holds, in full with separators by default", () => {
    render(<DiscussionPager paging={{ currentPage: 2, limit: 30, total: 1234 }} hrefFor={hrefFor} />);
    const pager = within(screen.getByRole("navigation", { name: "Pagination" }));
    expect(pager.getByText("31–60 of 1,234")).toBeTruthy();
  });

  it("abbreviates counts above 999 when asked, the full count in a title", () => {
    render(
      <DiscussionPager
        paging={{ currentPage: 1, limit: 30, total: 1234 }}
        hrefFor={hrefFor}
        abbreviateRange
      />,
    );
    expect(screen.getByText("1–30 of 1.2k").getAttribute("title")).toBe("1,234");
  });

  it("ends the last page's range at the total, and takes its own name", () => {
    render(
      <DiscussionPager
        paging={{ currentPage: 3, limit: 10, total: 25 }}
        hrefFor={hrefFor}
        label="Pagination, top"
      />,
    );
    const pager = within(screen.getByRole("navigation", { name: "Pagination, top" }));
    expect(pager.getByText("21–25 of 25")).toBeTruthy();
  });

  it("has no range without a total", () => {
    expect(resultRange(1, 10, undefined)).toBeUndefined();
    expect(resultRange(1, 10, 0)).toBeUndefined();
    expect(resultRange(2, 10, 11)).toEqual({ first: 11, last: 11, total: 11 });
  });
});

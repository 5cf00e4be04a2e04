import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
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

describe("DiscussionPager: jump to page (content spec §4, §5)", () => {
  function renderLinked(paging: { currentPage: number; limit: number; total: number }) {
    const location = memoryLocation({ path: hrefFor(paging.currentPage), record: true });
    render(
      <Router hook={location.hook}>
        <DiscussionPager paging={paging} hrefFor={hrefFor} />
      </Router>,
    );
    return location;
  }

  it("opens by keyboard, keeps digits only, and goes to the page typed, within the page count", async () => {
    const user = userEvent.setup();
    const location = renderLinked({ currentPage: 1, limit: 10, total: 45 });
    const toggle = screen.getByRole("button", { name: "Jump to page" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const box = screen.getByRole("textbox", { name: "Page number" });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("of 5");
    await user.keyboard("a3b");
    expect((box as HTMLInputElement).value).toBe("3");
    await user.keyboard("{Enter}");
    expect(location.history.at(-1)).toBe("/discussions/p3");
    expect(screen.queryByRole("textbox", { name: "Page number" })).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.keyboard("99{Enter}");
    expect(location.history.at(-1)).toBe("/discussions/p5");
  });

  it("waits disabled in the server's markup, so a press before the page hydrated is not silently lost", () => {
    const html = renderToString(
      <Router ssrPath="/discussions">
        <DiscussionPager paging={{ currentPage: 1, limit: 10, total: 45 }} hrefFor={hrefFor} />
      </Router>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const toggle = within(container).getByRole("button", { name: "Jump to page" }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
  });

  it("stays on the page when the box is left empty, and closes on Escape with focus back on its button", async () => {
    const user = userEvent.setup();
    const location = renderLinked({ currentPage: 2, limit: 10, total: 45 });
    const toggle = screen.getByRole("button", { name: "Jump to page" });
    await user.click(toggle);
    await user.keyboard("{Enter}");
    expect(location.history).toEqual(["/discussions/p2"]);
    await user.click(toggle);
    await user.keyboard("4{Escape}");
    expect(screen.queryByRole("textbox", { name: "Page number" })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(location.history).toEqual(["/discussions/p2"]);
  });

  it("changes the page in place in a widget's pager, and is not offered without a page count", async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    const { unmount } = render(
      <DiscussionPager
        paging={{ currentPage: 1, limit: 10, total: 30 }}
        onPageChange={(p) => pages.push(p)}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Jump to page" }));
    await user.keyboard("0{Enter}");
    expect(pages).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Jump to page" }));
    await user.keyboard("2{Enter}");
    expect(pages).toEqual([2]);
    unmount();
    render(
      <DiscussionPager paging={{ currentPage: 1, limit: 10, nextURL: "/x?page=2" }} hrefFor={hrefFor} />,
    );
    expect(screen.queryByRole("button", { name: "Jump to page" })).toBeNull();
  });
});

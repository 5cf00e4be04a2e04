import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { commentBoxStore, sampleComments } from "../../src/features/posts";
import { CommentThreadAsset } from "./CommentThreadAsset";
import { commentThreadAssetFixtures as fixtures } from "./fixtures";

let requests: ReturnType<typeof fakeFetch>["requests"];
const scrollIntoView = vi.fn();
beforeEach(() => {
  const fake = fakeFetch();
  requests = fake.requests;
  vi.stubGlobal("fetch", fake.fetch);
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSession();
});

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}
const pager = () => within(screen.getByRole("navigation", { name: "Pagination" }));

describe("CommentThreadAsset", () => {
  it("renders every fixture from its preloaded data without a request", () => {
    for (const props of Object.values(fixtures)) renderFresh(<CommentThreadAsset {...props} />).unmount();
    expect(requests).toHaveLength(0);
  });

  it('lists comments with their authors, an "Edited" note and the tombstone text', () => {
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Comment number 11.")).toBeTruthy();
    expect(within(items[1]!).getByText("Edited")).toBeTruthy();
    expect(within(items[0]!).queryByText("Edited")).toBeNull();
    // Our wording: the spec names the tombstone display type without text.
    expect(within(items[2]!).getByText("This comment has been deleted.")).toBeTruthy();
    expect(within(items[2]!).queryByRole("button", { name: "Quote" })).toBeNull();
  });

  it("shows Quote only to viewers who may comment (shell spec §6)", () => {
    setSession({});
    const { unmount } = renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    expect(screen.queryByRole("button", { name: "Quote" })).toBeNull();
    unmount();
    setSession({ user: {}, permissions: ["comments.add"] });
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    expect(screen.getAllByRole("button", { name: "Quote" })).toHaveLength(2);
  });

  it("pages by path: Next pushes /p2 keeping the query, Previous goes back to the bare path", () => {
    window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza?utm_source=x");
    const { unmount } = renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    expect(pager().getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/discussion/1/welcome-to-plaza/p2?utm_source=x",
    );
    unmount();
    window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza/p2?sort=-dateInserted");
    renderFresh(<CommentThreadAsset {...fixtures.permalinkOnPageTwo} />);
    expect(pager().getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/discussion/1/welcome-to-plaza?sort=-dateInserted",
    );
  });

  it("pages at the top of the thread too, with the range of comments shown (content spec §2, §9)", () => {
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    const top = within(screen.getByRole("navigation", { name: "Pagination, top" }));
    expect(top.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/discussion/1/welcome-to-plaza/p2",
    );
    expect(top.getByText("1–3 of 7")).toBeTruthy();
    expect(pager().getByText("1–3 of 7")).toBeTruthy();
    const [first] = screen.getAllByRole("navigation");
    expect(first?.getAttribute("aria-label")).toBe("Pagination, top");
  });

  it("replaces an address past the last page with the last page's (content spec §4)", () => {
    window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza/p99?utm_source=x");
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} apiParams={{ page: 3, limit: 3 }} />);
    expect(window.location.pathname + window.location.search).toBe(
      "/discussion/1/welcome-to-plaza/p3?utm_source=x",
    );
  });

  it("offers Oldest, Newest, Top and Trending and syncs the sort to the query, default left out", async () => {
    window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza/p2?a=1");
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Sort by");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Oldest", "Newest", "Top", "Trending"]);
    await userEvent.selectOptions(select, "Top");
    expect(window.location.pathname + window.location.search).toBe(
      "/discussion/1/welcome-to-plaza?a=1&sort=-score",
    );
    await userEvent.selectOptions(select, "Oldest");
    expect(window.location.pathname + window.location.search).toBe("/discussion/1/welcome-to-plaza?a=1");
  });

  it("highlights a permalinked comment and scrolls to it again after 500 ms (content spec §9)", () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/discussion/comment/12");
    renderFresh(<CommentThreadAsset {...fixtures.permalinkOnPageTwo} />);
    const target = document.getElementById("Comment_12");
    expect(target?.getAttribute("aria-current")).toBe("true");
    expect(document.getElementById("Comment_11")?.getAttribute("aria-current")).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(target);
  });

  it("highlights the comment a #Comment_{id} hash names", () => {
    window.history.replaceState(null, "", "/discussion/1#Comment_11");
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    expect(document.getElementById("Comment_11")?.getAttribute("aria-current")).toBe("true");
  });

  it("goes to the last page, anchored at the new comment, when a comment lands beyond this page", () => {
    renderFresh(<CommentThreadAsset {...fixtures.firstPage} />);
    act(() => commentBoxStore.posted({ ...sampleComments[0]!, commentID: 99 }));
    expect(window.location.pathname + window.location.hash).toBe(
      "/discussion/1/welcome-to-plaza/p3#Comment_99",
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { DiscussionListAsset } from "./DiscussionListAsset";
import { discussionListAssetFixtures as fixtures } from "./fixtures";

let requests: ReturnType<typeof fakeFetch>["requests"];
beforeEach(() => {
  const fake = fakeFetch();
  requests = fake.requests;
  vi.stubGlobal("fetch", fake.fetch);
  window.history.replaceState(null, "", "/discussions");
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}
const pager = () => within(screen.getByRole("navigation", { name: "Pagination" }));

describe("DiscussionListAsset", () => {
  it("renders every fixture from its preloaded data without a request", () => {
    for (const props of Object.values(fixtures)) renderFresh(<DiscussionListAsset {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("lists the discussions and shows no pager when everything fits on one page", () => {
    renderFresh(<DiscussionListAsset {...fixtures.allDiscussions} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("disables Previous on a category's first page and links Next to /p2, keeping the query", () => {
    window.history.replaceState(null, "", "/categories/1?sort=-dateInserted");
    renderFresh(<DiscussionListAsset {...fixtures.categoryFirstPage} />);
    expect(pager().queryByRole("link", { name: "Previous" })).toBeNull();
    expect(pager().getByText("Previous").getAttribute("aria-disabled")).toBe("true");
    expect(pager().getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/categories/1/p2?sort=-dateInserted",
    );
    expect(pager().getByText("Page 1 of 3")).toBeTruthy();
  });

  it("disables Next on the last page and links Previous back (page 1 has no /p1)", () => {
    window.history.replaceState(null, "", "/categories/1/p3");
    renderFresh(<DiscussionListAsset {...fixtures.categoryLastPage} />);
    expect(pager().queryByRole("link", { name: "Next" })).toBeNull();
    expect(pager().getByText("Next").getAttribute("aria-disabled")).toBe("true");
    expect(pager().getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/categories/1/p2");
    expect(screen.getByRole("heading", { name: "Announcements" })).toBeTruthy();
  });

  it("keeps Next on the last counted page when more pages exist (content spec §4)", () => {
    window.history.replaceState(null, "", "/discussions?page=2&tagID=4");
    renderFresh(<DiscussionListAsset {...fixtures.moreBeyondTotal} />);
    expect(pager().getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/discussions?tagID=4&page=3",
    );
    expect(pager().getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/discussions?tagID=4");
  });

  it("offers the sorts of content spec §3 and navigates to page 1 of the chosen one", async () => {
    window.history.replaceState(null, "", "/categories/1/p2?sort=-dateInserted");
    renderFresh(<DiscussionListAsset {...fixtures.categoryFirstPage} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Sort by");
    expect(select.value).toBe("-dateInserted");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Recently Commented", "Recently Added", "Top", "Hot", "Oldest"]);
    await userEvent.selectOptions(select, "Top");
    expect(window.location.pathname + window.location.search).toBe("/categories/1?sort=-score");
    await userEvent.selectOptions(select, "Recently Commented");
    expect(window.location.pathname + window.location.search).toBe("/categories/1");
  });

  it('says "No discussions were found." when the page is empty', () => {
    renderFresh(<DiscussionListAsset {...fixtures.empty} />);
    expect(screen.getByText("No discussions were found.")).toBeTruthy();
  });

  it("is the page's h1 off a category page, titled for what it shows: Bookmarks, the tag, or its title", () => {
    renderFresh(<DiscussionListAsset {...fixtures.allDiscussions} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Discussions");
    cleanup();
    window.history.replaceState(null, "", "/discussions/bookmarked");
    renderFresh(
      <DiscussionListAsset
        {...fixtures.allDiscussions}
        title="Discussions"
        apiParams={{ ...fixtures.allDiscussions!.apiParams, bookmarked: true }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Bookmarks");
    expect(screen.getByRole("region", { name: "Bookmarks" })).toBeTruthy();
    cleanup();
    window.history.replaceState(null, "", "/discussions?tagID=4");
    renderFresh(
      <DiscussionListAsset
        {...fixtures.allDiscussions}
        title="Discussions"
        apiParams={{ ...fixtures.allDiscussions!.apiParams, tagID: [4] }}
        tagNames={["Feedback"]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tagged: Feedback");
  });

  it("stays an h2 under a category page's own h1", () => {
    window.history.replaceState(null, "", "/categories/1/p3");
    renderFresh(<DiscussionListAsset {...fixtures.categoryLastPage} />);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Announcements" })).toBeTruthy();
  });

  it("filters questions by status with the Q&A addon on, keeping the sort and going back to page 1", async () => {
    setSession({ user: {}, config: { "addons.qna.enabled": true } });
    window.history.replaceState(null, "", "/categories/1/p2?sort=-dateInserted");
    renderFresh(<DiscussionListAsset {...fixtures.categoryFirstPage} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Question status");
    expect(select.value).toBe("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Unanswered", "Answered", "Accepted"]);
    await userEvent.selectOptions(select, "Answered");
    expect(window.location.pathname + window.location.search).toBe(
      "/categories/1?sort=-dateInserted&status=answered",
    );
    await userEvent.selectOptions(select, "All");
    expect(window.location.pathname + window.location.search).toBe("/categories/1?sort=-dateInserted");
  });

  it("offers no question filter while the Q&A addon is off", () => {
    renderFresh(<DiscussionListAsset {...fixtures.categoryFirstPage} />);
    expect(screen.queryByLabelText("Question status")).toBeNull();
  });
});

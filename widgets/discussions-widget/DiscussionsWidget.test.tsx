import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { sampleDiscussions } from "../../src/features/discussions";
import { DiscussionsWidget } from "./DiscussionsWidget";
import { discussionsWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}
const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("DiscussionsWidget", () => {
  it("renders every fixture from its preloaded data without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<DiscussionsWidget {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("shows each discussion as a title link with its excerpt and badges", () => {
    renderFresh(<DiscussionsWidget {...fixtures.recent} />);
    expect(screen.getByRole("region", { name: "Recent Discussions" })).toBeTruthy();
    expect(titles()).toEqual(sampleDiscussions.map((d) => d.name));
    expect(screen.getByRole("link", { name: "Welcome to Plaza" }).getAttribute("href")).toBe(
      "/discussion/1/welcome-to-plaza",
    );
    expect(screen.getByText(/Plaza is a place to ask questions/)).toBeTruthy();
    expect(screen.getByText("Announcement")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
  });

  it("shows the meta line: author, last activity as <time> with the full date, counts, category", () => {
    renderFresh(<DiscussionsWidget {...fixtures.recent} />);
    const [first] = screen.getAllByRole("list", { name: "Discussion details" });
    const meta = within(first!);
    expect(meta.getByRole("link", { name: "ada" }).getAttribute("href")).toBe("/profile/ada");
    expect(meta.getByRole("link", { name: "linus" })).toBeTruthy();
    const time = first!.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe("2025-05-20T08:30:00.000Z");
    expect(time?.getAttribute("title")).toMatch(/2025/);
    const texts = meta.getAllByRole("listitem").map((item) => item.textContent);
    expect(texts).toContain("12 comments");
    expect(texts).toContain("7 points");
    expect(meta.getByText("12.3k").getAttribute("title")).toBe("12,345");
    expect(meta.getByText("3 new")).toBeTruthy();
    const category = meta.getByRole("link", { name: "Announcements" });
    expect(category.getAttribute("href")).toBe("/categories/1");
    // The category's colour is a decorative dot beside its name.
    const dot = category.querySelector("[aria-hidden='true']");
    expect(dot?.getAttribute("data-category-color")).toBe("#c2410c");
  });

  it("shows each author's photo beside the discussion and marks what a member has not read as New", () => {
    renderFresh(<DiscussionsWidget {...fixtures.recent} />);
    const items = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.closest("li")!);
    // Decorative: the author's name is the meta line's link, so the photo adds no second name.
    const photo = items[0]!.querySelector(":scope > img, :scope > svg");
    expect(photo).toBeTruthy();
    expect(photo!.getAttribute("alt") ?? "").toBe("");
    expect(within(items[0]!).getByText("New")).toBeTruthy();
    const read = sampleDiscussions.findIndex((discussion) => discussion.unread === false);
    expect(within(items[read]!).queryByText("New")).toBeNull();
  });

  it("shows at most 3 tags of a discussion (content spec §9), each linking to its discussions", () => {
    renderFresh(<DiscussionsWidget {...fixtures.recent} />);
    const tags = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("link");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Meta", "How-to", "Bug"]);
    expect(tags[0]?.getAttribute("href")).toBe("/discussions?tagID=1");
  });

  it("leaves out the metas and the excerpt the options turn off", () => {
    renderFresh(<DiscussionsWidget {...fixtures.fewMetas} />);
    expect(screen.queryByRole("link", { name: "ada" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
    expect(screen.queryByText(/Plaza is a place to ask questions/)).toBeNull();
    const item = screen.getAllByRole("heading", { level: 3 })[0]!.closest("li")!;
    expect(item.querySelector(":scope > img, :scope > svg")).toBeNull();
    expect(
      screen.getAllByRole("list", { name: "Discussion details" })[0]?.querySelector("time"),
    ).toBeTruthy();
  });

  it('says "No discussions were found." when the list is empty', () => {
    renderFresh(<DiscussionsWidget {...fixtures.empty} />);
    expect(screen.getByText("No discussions were found.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View All" })).toBeNull();
  });

  it("links View All to /discussions with the widget's category filter", () => {
    renderFresh(<DiscussionsWidget {...fixtures.categoryWithPages} />);
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("href")).toBe(
      "/discussions?categoryID=1",
    );
  });

  it("loads the next page through the API and disables Previous on page 1 (content spec §4)", async () => {
    const page2 = sampleDiscussions.slice(2).map((d) => ({ ...d, discussionID: 30, name: "From page two" }));
    const { fetch, requests } = fakeFetch(
      jsonResponse(page2, {
        headers: { "x-app-page-current": "2", "x-app-page-limit": "2", "x-app-page-result-count": "5" },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderFresh(<DiscussionsWidget {...fixtures.categoryWithPages} />);
    const pager = within(screen.getByRole("navigation", { name: "Pagination" }));
    expect(pager.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(pager.getByText("Page 1 of 3")).toBeTruthy();
    await userEvent.click(pager.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "From page two" })).toBeTruthy();
    expect(requests).toHaveLength(1);
    const url = decodeURIComponent(requests[0]!.url);
    expect(url).toContain("/api/v2/discussions?");
    expect(url).toContain("categoryID=1");
    expect(url).toContain("page=2");
    expect(url).toContain("expand[]=insertUser");
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });
});

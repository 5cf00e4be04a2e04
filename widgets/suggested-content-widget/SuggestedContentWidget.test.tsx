import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { SuggestedContentWidget } from "./SuggestedContentWidget";
import { suggestedContentWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

describe("SuggestedContentWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<SuggestedContentWidget {...props} />).unmount();
    expect(requests).toEqual([]);
  });

  it("links each suggested discussion and its category", () => {
    renderFresh(<SuggestedContentWidget {...fixtures.member} />);
    expect(screen.getByRole("heading", { name: "Picked for you" })).toBeTruthy();
    const content = screen.getByRole("region", { name: "Suggested Content" });
    expect(
      within(content).getByRole("link", { name: "How do notifications work?" }).getAttribute("href"),
    ).toBe("/discussion/12/how-do-notifications-work");
    expect(within(content).getByRole("link", { name: "Off Topic" }).getAttribute("href")).toBe(
      "/categories/4",
    );
    expect(within(content).getByText("1.3k").getAttribute("title")).toBe("1,250");
  });

  it("links the categories suggested to follow", () => {
    renderFresh(<SuggestedContentWidget {...fixtures.member} />);
    const follows = screen.getByRole("region", { name: "Suggested Follows" });
    expect(within(follows).getByRole("link", { name: "Ideas & Feedback" }).getAttribute("href")).toBe(
      "/categories/8",
    );
    expect(within(follows).getByText("Suggest improvements to the community.")).toBeTruthy();
  });

  it("uses the configured headings and leaves out an empty or disabled list", () => {
    renderFresh(<SuggestedContentWidget {...fixtures.guest} />);
    expect(screen.getByRole("heading", { name: "Popular right now" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Suggested Follows" })).toBeNull();
    renderFresh(<SuggestedContentWidget {...fixtures.followsOnly} />);
    expect(screen.getByRole("heading", { name: "Categories you might like" })).toBeTruthy();
    expect(screen.getByText("2.4k")).toBeTruthy();
  });

  it("never links to an unsafe URL (content spec §5)", () => {
    renderFresh(<SuggestedContentWidget {...fixtures.hostileLink} />);
    expect(screen.getByRole("link", { name: "Odd link" }).getAttribute("href")).toBe(
      "unsafe:javascript:alert(1)",
    );
  });

  it("takes no room when there is nothing to suggest", () => {
    const { container } = renderFresh(<SuggestedContentWidget {...fixtures.nothingToSuggest} />);
    expect(container.textContent).toBe("");
  });

  it("fetches the suggestions when the server did not preload them", async () => {
    const suggestion = fixtures.member?.suggestedContent?.discussions?.[0];
    const { fetch, requests } = fakeFetch(jsonResponse({ discussions: [suggestion], categories: [] }));
    vi.stubGlobal("fetch", fetch);
    renderFresh(<SuggestedContentWidget suggestedContent={{ limit: 2 }} />);
    expect(await screen.findByRole("link", { name: "How do notifications work?" })).toBeTruthy();
    expect(requests[0]?.url).toContain("site/suggested-content?limit=2&followsLimit=3");
  });
});

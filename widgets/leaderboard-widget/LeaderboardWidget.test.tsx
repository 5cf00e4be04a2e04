import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { LeaderboardWidget } from "./LeaderboardWidget";
import { leaderboardWidgetFixtures as fixtures } from "./fixtures";
import { LETTER_AVATAR_PREFIX } from "../../runtime/url/letter-avatar";

afterEach(() => vi.unstubAllGlobals());

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

describe("LeaderboardWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<LeaderboardWidget {...props} />).unmount();
    expect(requests).toEqual([]);
  });

  it("ranks members with a profile link and their points", () => {
    renderFresh(<LeaderboardWidget {...fixtures.reputation} />);
    const table = screen.getByRole("table", { name: "Top contributors" });
    expect(within(table).getByRole("columnheader", { name: "Points" })).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["1", "2", "3"]);
    expect(within(table).getByRole("link", { name: "Grace Hopper" }).getAttribute("href")).toBe(
      "/profile/Grace%20Hopper",
    );
    expect(screen.getByText("1.2k").getAttribute("title")).toBe("1,234");
  });

  it("shows the photo when there is one and the member's letter avatar otherwise (shell spec §4 avatar)", () => {
    const { container } = renderFresh(<LeaderboardWidget {...fixtures.reputation} />);
    const sources = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources[0]).toBe("https://example.com/ada.png");
    expect(sources.slice(1).every((src) => src?.startsWith(LETTER_AVATAR_PREFIX))).toBe(true);
    expect(sources.length).toBeGreaterThan(1);
  });

  it("counts posts for a posts leaderboard", () => {
    renderFresh(<LeaderboardWidget {...fixtures.posts} />);
    expect(screen.getByRole("columnheader", { name: "Posts" })).toBeTruthy();
    expect(screen.getByText("Posts written since Monday.")).toBeTruthy();
    const row = screen.getByRole("link", { name: "member2" }).closest("tr") as HTMLElement;
    expect(within(row).getAllByRole("cell")[2]?.textContent).toBe("2");
  });

  it("never uses an unsafe photo URL (content spec §5)", () => {
    const { container } = renderFresh(<LeaderboardWidget {...fixtures.privateMember} />);
    // The unsafe address is treated as no photo: the letter avatar stands in.
    const sources = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((src) => src?.startsWith(LETTER_AVATAR_PREFIX))).toBe(true);
    expect(screen.getByRole("table", { name: "Leaderboard" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "private" })).toBeTruthy();
  });

  it("takes no room when nobody is on the leaderboard", () => {
    const { container } = renderFresh(<LeaderboardWidget {...fixtures.empty} />);
    expect(container.textContent).toBe("");
  });

  it("fetches the leaderboard when the server did not preload it", async () => {
    const { fetch, requests } = fakeFetch(
      jsonResponse([{ userID: 1, name: "ada", photoUrl: "", dateLastActive: null, points: 5 }]),
    );
    vi.stubGlobal("fetch", fetch);
    renderFresh(<LeaderboardWidget apiParams={{ slotType: "m", limit: 3 }} />);
    expect(await screen.findByRole("link", { name: "ada" })).toBeTruthy();
    expect(requests[0]?.url).toContain("users/leaders?slotType=m&leaderboardType=reputation&limit=3");
  });
});

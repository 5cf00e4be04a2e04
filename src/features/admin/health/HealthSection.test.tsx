import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { signInAs, writeHeaders } from "../../../../tests/helpers/server";
import { fakeFetch, jsonResponse } from "../../../../tests/helpers/fake-fetch";
import { setSession } from "../../../../tests/helpers/session";
import { expectMatchesSchema } from "../../../../tests/helpers/schema-assert";
import { communityHealthSchema, type CommunityHealth } from "../../../../schemas/api/community-health.schema";
import HealthSection from "./HealthSection";

const api = setUpInProcessApi({});

function renderHealth() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HealthSection />
    </SWRConfig>,
  );
}

async function healthOnServer(range: number): Promise<CommunityHealth> {
  const response = await api.app.inject({
    url: `/api/v2/analytics/community-health?range=${range}`,
    headers: { cookie: await signInAs(api.app, "admin") },
  });
  return response.json() as CommunityHealth;
}

const SERIES = [
  ["Page views", "pageViews"],
  ["New members", "newMembers"],
  ["New discussions", "newDiscussions"],
  ["New comments", "newComments"],
  ["Active members", "activeMembers"],
] as const;

/** A page loads its first chunks slowly on a busy machine. */
const PAGE_TIMEOUT_MS = 20_000;

describe("HealthSection (/dashboard/home)", { timeout: PAGE_TIMEOUT_MS }, () => {
  it("health: shows each series' total as text with its days in a table, and the most viewed discussion", async () => {
    const { discussionID } = await api.app.db
      .selectFrom("discussions")
      .select("discussionID")
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
    const tick = await api.app.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: writeHeaders,
      payload: { type: "page_view", url: "http://localhost/", discussionID },
    });
    expect(tick.statusCode).toBe(204);
    await api.app.views.flush(); // page views are written in batches, a few seconds apart
    await signInThrough(api, "admin");
    renderHealth();
    const activity = await screen.findByRole("list", { name: "Activity" });
    const expected = await healthOnServer(30);
    expect(expected.totals.pageViews).toBeGreaterThan(0);
    for (const [name, key] of SERIES) {
      const card = within(activity).getByRole("heading", { name }).closest("li")!;
      const total = expected.totals[key].toLocaleString("en");
      const shown = key === "activeMembers" ? `${total} a day on average` : total;
      expect(within(card).getByText(shown, { selector: "p" })).toBeTruthy();
      const table = within(card).getByRole("table", { name: `${name} per day` });
      // A header row, then one row per day: quiet days too.
      expect(within(table).getAllByRole("row")).toHaveLength(31);
    }
    expect(expected.topDiscussions.length).toBeGreaterThan(0);
    for (const discussion of expected.topDiscussions)
      expect(screen.getByRole("link", { name: discussion.name }).getAttribute("href")).toBe(discussion.url);
    expect(api.calls).toEqual([
      expect.objectContaining({ method: "GET", path: "analytics/community-health?range=30", status: 200 }),
    ]);
  });

  it("health: the range switch asks again for the chosen days and shows them", async () => {
    await signInThrough(api, "admin");
    renderHealth();
    const activity = await screen.findByRole("list", { name: "Activity" });
    const week = screen.getByRole("button", { name: "Last 7 days" });
    expect(week.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(week);
    await vi.waitFor(() =>
      expect(
        within(activity).getByRole("table", { name: "Page views per day" }).querySelectorAll("tbody tr"),
      ).toHaveLength(7),
    );
    expect(week.getAttribute("aria-pressed")).toBe("true");
    expect(api.calls.map((call) => call.path)).toEqual([
      "analytics/community-health?range=30",
      "analytics/community-health?range=7",
    ]);
    const expected = await healthOnServer(7);
    const card = within(activity).getByRole("heading", { name: "Page views" }).closest("li")!;
    expect(
      within(card).getByText(expected.totals.pageViews.toLocaleString("en"), { selector: "p" }),
    ).toBeTruthy();
  });

  it("health: a new site without activity says so instead of empty charts", async () => {
    const quiet: CommunityHealth = {
      range: 30,
      dateFrom: "2026-11-07",
      dateTo: "2026-12-06",
      days: [],
      totals: { pageViews: 0, newMembers: 0, newDiscussions: 0, newComments: 0, activeMembers: 0 },
      topDiscussions: [],
    };
    expectMatchesSchema(communityHealthSchema, quiet);
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(quiet)).fetch);
    setSession({ user: { name: "manager" }, permissions: ["site.manage"] });
    renderHealth();
    expect(await screen.findByText(/Nothing to count yet/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Activity" })).toBeNull();
    expect(screen.getByRole("group", { name: "Range" })).toBeTruthy();
  });
});

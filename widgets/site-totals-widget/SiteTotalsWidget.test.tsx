import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { SiteTotalsWidget } from "./SiteTotalsWidget";
import { siteTotalsWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

describe("SiteTotalsWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) {
      const { unmount } = renderFresh(<SiteTotalsWidget {...props} />);
      unmount();
    }
    expect(requests).toEqual([]);
  });

  it("shows each preloaded count with its label", () => {
    renderFresh(<SiteTotalsWidget {...fixtures.defaults} />);
    const items = within(screen.getByRole("region", { name: "Site totals" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["14Members", "52Discussions", "412Comments"]);
  });

  it("abbreviates numbers above 999 with the full value in a title (shell spec §5)", () => {
    renderFresh(<SiteTotalsWidget {...fixtures.largeNumbers} />);
    expect(screen.getByRole("heading", { name: "Our community" })).toBeTruthy();
    expect(screen.getByText("12.3k").getAttribute("title")).toBe("12,345");
    expect(screen.getByText("2.5m").getAttribute("title")).toBe("2,500,000");
    expect(screen.getByText("12").getAttribute("title")).toBeNull();
  });

  it("shows full numbers with separators when formatting is off", () => {
    renderFresh(<SiteTotalsWidget {...fixtures.unformatted} />);
    expect(screen.getByText("98,765")).toBeTruthy();
  });

  it("renders nothing when there is nothing to count", () => {
    const { container } = renderFresh(<SiteTotalsWidget {...fixtures.empty} />);
    expect(container.textContent).toBe("");
  });

  it("shows a count that is still being worked out", () => {
    renderFresh(<SiteTotalsWidget {...fixtures.calculating} />);
    expect(screen.getByRole("listitem").textContent).toBe("0Posts");
  });

  it("fetches the counts when the server did not preload them", async () => {
    const { fetch, requests } = fakeFetch(
      jsonResponse({ counts: { user: { count: 1500, isCalculating: false, isFiltered: false } } }),
    );
    vi.stubGlobal("fetch", fetch);
    renderFresh(<SiteTotalsWidget apiParams={{ counts: [{ recordType: "user", label: "Members" }] }} />);
    expect(await screen.findByText("1.5k")).toBeTruthy();
    expect(decodeURIComponent(requests[0]?.url ?? "")).toContain("site-totals?counts[]=user");
  });
});

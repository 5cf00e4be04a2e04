import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { CategoryHeaderWidget } from "./CategoryHeaderWidget";
import { categoryHeaderWidgetFixtures as fixtures } from "./fixtures";

beforeEach(() => setSession({ user: { userID: 2, name: "member" }, permissions: ["session.valid"] }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}

describe("CategoryHeaderWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<CategoryHeaderWidget {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("gives the page one h1, the category's name, with its description and follow button", () => {
    renderFresh(<CategoryHeaderWidget {...fixtures.withBanner} />);
    const headings = screen.getAllByRole("heading");
    expect(headings.map((h) => [h.tagName, h.textContent])).toEqual([["H1", "General"]]);
    expect(screen.getByText("Conversation about anything and everything. Pull up a chair.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the banner image as decoration and the colour on a hidden accent only", () => {
    const { container } = renderFresh(<CategoryHeaderWidget {...fixtures.withBanner} />);
    const banner = container.querySelector("img");
    expect(banner?.getAttribute("src")).toBe("/uploads/banners/general.jpg");
    expect(banner?.getAttribute("alt")).toBe("");
    const accent = container.querySelector<HTMLElement>("[data-category-color]")!;
    expect(accent.getAttribute("aria-hidden")).toBe("true");
    expect(accent.style.backgroundColor).toBe("rgb(25, 113, 194)");
    expect(screen.getByRole("heading", { level: 1 }).style.color).toBe("");
  });

  it("passes the banner through the safe-link rule and ignores a colour that is not #rrggbb (content spec §5)", () => {
    // Props that skipped validation: the widget still guards its markup.
    const category = { ...fixtures.withBanner!.category!, bannerUrl: "javascript:alert(1)", color: "blue" };
    const { container } = renderFresh(<CategoryHeaderWidget category={category} />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("unsafe:javascript:alert(1)");
    expect(container.querySelector<HTMLElement>("[data-category-color]")?.dataset.categoryColor).toBe("none");
  });

  it("leaves out what the definition hides, and a guest sees no follow button", () => {
    const { container, unmount } = renderFresh(<CategoryHeaderWidget {...fixtures.everythingHidden} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/Pull up a chair/)).toBeNull();
    unmount();
    resetSession();
    renderFresh(<CategoryHeaderWidget {...fixtures.plain} />);
    expect(screen.getByRole("heading", { level: 1, name: "Introductions" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows nothing off a category page", () => {
    const { container } = renderFresh(<CategoryHeaderWidget {...fixtures.offCategoryPage} />);
    expect(container.textContent).toBe("");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession } from "../../tests/helpers/session";
import { BannerWidget } from "./BannerWidget";
import { bannerWidgetFixtures } from "./fixtures";

afterEach(() => {
  // The search page is a client route: a search moves the test window's location there.
  history.replaceState(null, "", "/");
  resetSession();
  vi.unstubAllGlobals();
});

describe("BannerWidget (shell spec §2 Banner)", () => {
  it.each(Object.entries(bannerWidgetFixtures))(
    "renders the %s fixture with a level-1 heading",
    (_, props) => {
      render(<BannerWidget {...props} />);
      expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("");
    },
  );

  it('shows the default title "How can we help you?" and a search box labelled Search', () => {
    render(<BannerWidget {...bannerWidgetFixtures.defaults} />);
    expect(screen.getByRole("heading", { name: "How can we help you?" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Search" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
  });

  it("falls back to the default title when the title is blank", () => {
    render(<BannerWidget {...bannerWidgetFixtures.blankTitle} />);
    expect(screen.getByRole("heading", { name: "How can we help you?" })).toBeTruthy();
    expect(screen.getByText("A blank title falls back to the default.")).toBeTruthy();
  });

  it("shows the title, description, logo and right-hand image of a dressed banner", () => {
    render(<BannerWidget {...bannerWidgetFixtures.full} />);
    expect(screen.getByRole("heading", { name: "Welcome to the Plaza community" })).toBeTruthy();
    expect(screen.getByText("Ask questions, share ideas and meet other members.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Plaza" }).getAttribute("src")).toBe("/images/logo.svg");
    expect(screen.getByRole("img", { name: "People talking" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("placeholder")).toBe(
      "Search the community",
    );
    expect(screen.getByRole("region", { name: "Welcome to the Plaza community" })).toBeTruthy();
  });

  it("hides the description, search box and icon when asked, keeping the title for screen readers", () => {
    render(<BannerWidget {...bannerWidgetFixtures.everythingHidden} />);
    expect(screen.getByRole("heading", { name: "Hidden but still announced" })).toBeTruthy();
    expect(screen.queryByText("Not shown")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("img", { name: "Icon" })).toBeNull();
  });

  it("searches on the search page with the parameter query (content spec §2)", async () => {
    render(<BannerWidget {...bannerWidgetFixtures.defaults} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "reset password{Enter}");
    expect(location.pathname + location.search).toBe("/search?query=reset+password");
  });

  it("sends the search to the external template when one is configured", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    setSession({
      config: { "search.externalSearch": { query: "https://help.example/s?q=%s", resultsInNewTab: false } },
    });
    render(<BannerWidget {...bannerWidgetFixtures.full} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "sso{Enter}");
    expect(open).toHaveBeenCalledWith("https://help.example/s?q=sso", "_self", "");
  });
});

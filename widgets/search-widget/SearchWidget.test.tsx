import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession } from "../../tests/helpers/session";
import { SearchWidget } from "./SearchWidget";
import { searchWidgetFixtures } from "./fixtures";

afterEach(() => {
  // The search page is a client route: a search moves the test window's location there.
  history.replaceState(null, "", "/");
  resetSession();
  vi.unstubAllGlobals();
});

describe("SearchWidget (content spec §2 search page)", () => {
  it.each(Object.entries(searchWidgetFixtures))("renders the %s fixture with a search box", (_, props) => {
    render(<SearchWidget {...props} />);
    expect(screen.getByRole("search")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Search" })).toBeTruthy();
  });

  it("shows the title, description and placeholder", () => {
    render(<SearchWidget {...searchWidgetFixtures.titled} />);
    expect(screen.getByRole("heading", { level: 2, name: "Search the community" })).toBeTruthy();
    expect(screen.getByText("Find discussions, articles and members.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("placeholder")).toBe(
      "What are you looking for?",
    );
  });

  it("offers the layout's scopes in the drop-down and searches the chosen category (shell spec §2 scope)", async () => {
    render(<SearchWidget {...searchWidgetFixtures.scoped} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Search scope" }), "In Cats");
    await user.type(screen.getByRole("combobox", { name: "Search" }), "naps{Enter}");
    expect(location.pathname + location.search).toBe(
      "/search?query=naps&domain=discussions&categoryID=12&includeChildCategories=true",
    );
  });

  it("shows no heading for a blank title", () => {
    render(<SearchWidget {...searchWidgetFixtures.blankTitle} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("searches with the parameter search when the new search page is off", async () => {
    setSession({ config: { "themeFeatures.useNewSearchPage": false } });
    render(<SearchWidget {...searchWidgetFixtures.defaults} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "tags");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location.pathname + location.search).toBe("/search?search=tags");
  });

  it("opens the external search in a new tab when configured", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    setSession({
      config: { "search.externalSearch": { query: "https://find.example/?q=%s", resultsInNewTab: true } },
    });
    render(<SearchWidget {...searchWidgetFixtures.titled} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "x{Enter}");
    expect(open).toHaveBeenCalledWith("https://find.example/?q=x", "_blank", "noopener,noreferrer");
  });
});

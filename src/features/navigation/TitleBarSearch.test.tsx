import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { preloadSearchSuggestions } from "../search";
import { TitleBar } from "./TitleBar";

// The open field loads lazily: loaded once here, so each test only waits for React to show it.
beforeAll(() => Promise.all([import("./TitleBarSearchField"), preloadSearchSuggestions()]));
afterEach(() => {
  // The search page is a client route: a search moves the test window's location there.
  history.replaceState(null, "", "/");
  resetSession();
  vi.unstubAllGlobals();
});

const bar = () => within(screen.getByRole("banner"));
// A combobox with suggestions, a plain search box with an external search.
const searchBox = () => bar().queryByLabelText("Search", { selector: "input" });

async function openSearch() {
  const user = userEvent.setup();
  render(
    <>
      <TitleBar />
      <p>Page text</p>
      <button type="button">Elsewhere</button>
    </>,
  );
  await user.click(bar().getByRole("button", { name: "Search" }));
  // The field itself, not the box standing in for it while its code loads: it comes with Cancel.
  await bar().findByRole("button", { name: "Cancel" });
  return user;
}

describe("TitleBar search (shell spec §2 title bar, §4 search box)", () => {
  it("opens an inline search field, focused, in place of the navigation", async () => {
    await openSearch();
    // Focus moves in the field's effect, which may run just after the field first shows.
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(bar().getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(bar().queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("closes on Cancel and gives focus back to the Search button", async () => {
    const user = await openSearch();
    await user.click(bar().getByRole("button", { name: "Cancel" }));
    expect(searchBox()).toBeNull();
    expect(document.activeElement).toBe(bar().getByRole("button", { name: "Search" }));
    expect(bar().getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("closes on a click outside it", async () => {
    const user = await openSearch();
    await user.click(screen.getByText("Page text"));
    expect(searchBox()).toBeNull();
  });

  it("closes when focus leaves it", async () => {
    const user = await openSearch();
    await user.type(searchBox()!, "draft");
    await user.tab(); // Clear
    await user.tab(); // submit
    await user.tab(); // Cancel
    expect(searchBox()).not.toBeNull();
    await user.tab();
    expect(searchBox()).toBeNull();
  });

  it("searches on the search page with the URL rule of the search feature", async () => {
    const user = await openSearch();
    await user.type(searchBox()!, "welcome{Enter}");
    expect(location.pathname + location.search).toBe("/search?query=welcome");
  });

  it("sends an external search to its template and closes", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    setSession({
      config: { "search.externalSearch": { query: "https://find.example/?q=%s", resultsInNewTab: true } },
    });
    const user = await openSearch();
    await user.type(searchBox()!, "a b{Enter}");
    expect(open).toHaveBeenCalledWith("https://find.example/?q=a%20b", "_blank", "noopener,noreferrer");
    expect(searchBox()).toBeNull();
  });
  it("stays open while suggestions show, Escape closing the list first, and closes once one is chosen (§4 search box)", async () => {
    const place = {
      label: "Passwords",
      url: "/categories/passwords",
      type: "category",
      recordType: "category",
    };
    const answer = {
      ...place,
      recordID: 2,
      source: "community",
      data: { dateUpdated: null, crumbs: [], isForeign: false },
    };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse([answer])).fetch);
    const user = await openSearch();
    await user.type(searchBox()!, "pass");
    await bar().findByRole("option", { name: /Passwords/ });
    await user.keyboard("{Escape}");
    expect(bar().queryByRole("listbox")).toBeNull();
    expect(searchBox()).not.toBeNull();
    await user.keyboard("{ArrowDown}");
    await user.click(bar().getByRole("option", { name: /Passwords/ }));
    expect(location.pathname).toBe("/categories/passwords");
    expect(searchBox()).toBeNull();
  });
});

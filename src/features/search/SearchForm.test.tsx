import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { SearchForm } from "./SearchForm";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "./suggestions";

// The suggestion list and the scope drop-down load lazily: loaded once here, so each test only waits
// for React to show them.
beforeAll(() => Promise.all([import("./SearchSuggestions"), import("./SearchScopeSelect")]));

afterEach(() => {
  // The search page is a client route: a search moves the test window's location there.
  history.replaceState(null, "", "/");
  resetSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SearchForm (shell spec §2 search bar, content spec §2 search page)", () => {
  it("labels the box Search and submits to /search?query= when the new search page is on", async () => {
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "welcome");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location.pathname + location.search).toBe("/search?query=welcome");
  });

  it("uses the parameter search when the new search page is off", async () => {
    setSession({ config: { "themeFeatures.useNewSearchPage": false } });
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "old{Enter}");
    expect(location.pathname + location.search).toBe("/search?search=old");
  });

  it("opens an external search template in a new tab when configured", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    setSession({
      config: { "search.externalSearch": { query: "https://find.example/?q=%s", resultsInNewTab: true } },
    });
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "a b{Enter}");
    expect(open).toHaveBeenCalledWith("https://find.example/?q=a%20b", "_blank", "noopener,noreferrer");
  });

  it("clears the box with the Clear button and puts focus back in it", async () => {
    render(<SearchForm />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Search" });
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
    await user.type(box, "oops");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect((box as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(box);
  });

  it("runs the search with no text on Clear when asked to, where results are shown (shell spec §2 search bar)", async () => {
    const onSearch = vi.fn();
    render(<SearchForm initialTerm="cats" searchOnClear onSearch={onSearch} />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement;
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("");
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
  });

  it("only clears on Clear by default, as in the title bar (shell spec §2 search bar)", async () => {
    const onSearch = vi.fn();
    render(<SearchForm initialTerm="cats" onSearch={onSearch} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear" }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(location.pathname).toBe("/");
  });

  it("takes over text typed before it loaded: focused, caret at the end, suggesting for it (shell spec §2)", async () => {
    const { fetch, requests } = fakeFetch(jsonResponse([]));
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SearchForm typedTerm="kitt" />);
    const box = screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement;
    expect(box.value).toBe("kitt");
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([4, 4]);
    // The list opens for the handed text as for typed text: the lookup, then "Search for" it.
    await act(async () => {}); // the lazily loaded list mounts and starts its lookup's debounce
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS));
    expect(await screen.findByRole("option", { name: "Search for “kitt”" })).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(new URL(requests[0]?.url ?? "", "http://x").searchParams.get("query")).toBe("kitt");
  });

  it("asks nothing for blank handed text and leaves the list closed (content spec §5)", async () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SearchForm typedTerm="  " />);
    const box = screen.getByRole("combobox", { name: "Search" });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("aria-expanded")).toBe("false");
    // Past the lookup's debounce, once the lazily loaded list has mounted.
    await act(async () => {});
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS));
    expect(requests).toHaveLength(0);
  });

  it("offers the scope drop-down only where scopes are given (shell spec §2 optional scope)", async () => {
    render(
      <>
        <SearchForm />
        <SearchForm scopes={[{ value: "", label: "Everywhere" }]} />
      </>,
    );
    await screen.findByRole("combobox", { name: "Search scope" });
    const [plain, scoped] = screen.getAllByRole("search");
    expect(within(plain!).queryByRole("combobox", { name: "Search scope" })).toBeNull();
    expect(within(scoped!).getByRole("combobox", { name: "Search scope" })).toBeTruthy();
  });

  it("shows the scope drop-down with the placeholder Search, and sends a category scope to the search page (shell spec §2 scope)", async () => {
    const { fetch, requests } = fakeFetch(jsonResponse([]));
    vi.stubGlobal("fetch", fetch);
    const scopes = [
      { value: "", label: "Everywhere" },
      { value: "category:12", label: "In Cats" },
    ];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SearchForm scopes={scopes} />);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const select = (await screen.findByRole("combobox", { name: "Search scope" })) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("Search");
    // The placeholder is no choice in the list: only the scopes given are.
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Everywhere", "In Cats"]);
    await user.selectOptions(select, "In Cats");
    expect(select.selectedOptions[0]?.textContent).toBe("In Cats");
    await user.type(screen.getByRole("combobox", { name: "Search" }), "whiskers");
    await act(async () => {}); // the lazily loaded list mounts and starts its lookup's debounce
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS));
    await waitFor(() => expect(requests).toHaveLength(1));
    // The autocomplete has no category filter: the scope goes to the search alone.
    expect(Object.fromEntries(new URL(requests[0]?.url ?? "", "http://x").searchParams)).toEqual({
      query: "whiskers",
      limit: "20",
    });
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location.pathname + location.search).toBe(
      "/search?query=whiskers&domain=discussions&categoryID=12&includeChildCategories=true",
    );
  });

  it("searches everywhere when the scope is left alone or set to everywhere (shell spec §2 scope)", async () => {
    const scopes = [
      { value: "", label: "Everywhere" },
      { value: "category:12", label: "In Cats" },
    ];
    render(<SearchForm scopes={scopes} />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Search" });
    await user.type(box, "dogs{Enter}");
    expect(location.pathname + location.search).toBe("/search?query=dogs");
    history.replaceState(null, "", "/");
    const select = await screen.findByRole("combobox", { name: "Search scope" });
    await user.selectOptions(select, "In Cats");
    await user.selectOptions(select, "Everywhere");
    await user.type(box, "{Enter}");
    expect(location.pathname + location.search).toBe("/search?query=dogs");
  });
});

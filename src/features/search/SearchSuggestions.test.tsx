import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, jsonResponse, type FakeReply, type FakeRequest } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { SearchForm } from "./SearchForm";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "./suggestions";

// The list loads lazily: loaded once here, so each test only waits for React to show it.
beforeAll(() => import("./SearchSuggestions"));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

const suggestion = (type: "category" | "discussion", recordID: number, label: string, url: string) => ({
  label,
  url,
  type,
  recordType: type,
  recordID,
  source: "community",
  data: { dateUpdated: null, crumbs: [{ name: "Home", url: "/" }], isForeign: false },
});
// The answer lists a discussion first: the box still shows the place first.
const answer = [
  suggestion("discussion", 4, "Password help", "/discussion/4/password-help"),
  suggestion("category", 2, "Passwords", "/categories/passwords"),
];

function setUp(...replies: FakeReply[]) {
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  const location = memoryLocation({ path: "/", record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SearchForm />
    </Router>,
  );
  return { requests: network.requests, location };
}

const box = () => screen.getByRole("combobox", { name: "Search" });
// Events straight to the box: user-event waits on timers of its own, which the fake clock holds.
function type(text: string, input: HTMLElement = box()) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}
const press = (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(box(), { key }));
const settle = () => act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS));
const queryOf = (request: FakeRequest | undefined) => new URL(request?.url ?? "", "http://x").searchParams;

describe("search bar autocomplete (shell spec §2 search bar, §4 search suggestions, §9)", () => {
  it("asks once, 100 ms after the last keystroke, with the page size of 20 for the one source (shell spec §9)", async () => {
    const { requests } = setUp(jsonResponse(answer));
    type("pa");
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS / 2));
    type("pass");
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? "", "http://x").pathname).toBe("/api/v2/search/autocomplete");
    expect(queryOf(requests[0]).get("query")).toBe("pass");
    expect(queryOf(requests[0]).get("limit")).toBe("20");
  });

  it("asks nothing for an empty query (content spec §5)", async () => {
    const { requests } = setUp();
    type("   ");
    await settle();
    expect(requests).toHaveLength(0);
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on typing with places first, as links, then the typed text (content spec §3, §4)", async () => {
    setUp(jsonResponse(answer));
    type("pass");
    await settle();
    expect(box().getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(box().getAttribute("aria-controls")).toBe(listbox.id);
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "PasswordsHome",
      "Password helpHome",
      "Search for “pass”",
    ]);
    expect(
      within(options[0] as HTMLElement)
        .getByRole("link", { name: "Passwords" })
        .getAttribute("href"),
    ).toBe("/categories/passwords");
  });

  it("moves with ArrowDown and ArrowUp (wrapping) and closes with Escape (WAI-ARIA combobox)", async () => {
    setUp(jsonResponse(answer));
    type("pass");
    await settle();
    const options = screen.getAllByRole("option");
    press("ArrowDown");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    press("ArrowDown", "ArrowDown", "ArrowDown");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    press("ArrowUp");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    press("Escape");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().hasAttribute("aria-activedescendant")).toBe(false);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("goes to a suggestion's URL when it is chosen with Enter (content spec §4)", async () => {
    const { location } = setUp(jsonResponse(answer));
    type("pass");
    await settle();
    press("ArrowDown", "Enter");
    expect(location.history?.at(-1)).toBe("/categories/passwords");
  });

  it("runs the search when the typed text is chosen (content spec §4)", async () => {
    const { location } = setUp(jsonResponse(answer));
    type("pass");
    await settle();
    press("ArrowUp", "Enter");
    expect(location.history?.at(-1)).toBe("/search?query=pass");
  });

  it("runs the search on Enter with no option chosen (content spec §4)", async () => {
    const { location } = setUp(jsonResponse(answer));
    type("pass");
    await settle();
    press("Enter");
    fireEvent.submit(screen.getByRole("search"));
    expect(location.history?.at(-1)).toBe("/search?query=pass");
  });

  it("chooses a suggestion with a click (content spec §4)", async () => {
    const { location } = setUp(jsonResponse(answer));
    type("pass");
    await settle();
    fireEvent.click(screen.getByRole("option", { name: /Password help/ }));
    expect(location.history?.at(-1)).toBe("/discussion/4/password-help");
  });

  it("has no autocomplete with an external search (content spec §2)", async () => {
    setSession({
      config: { "search.externalSearch": { query: "https://find.example/?q=%s", resultsInNewTab: true } },
    });
    const { requests } = setUp();
    type("pass", screen.getByRole("searchbox", { name: "Search" }));
    await settle();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

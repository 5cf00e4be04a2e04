import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { SEARCH_EMPTY_TEXT, SearchPage } from "./SearchPage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
});

/**
 * Renders the page at `path`; `GET /search` answers the replies in turn, the filters' lookups (the
 * category list, authors' names) answer nothing, so `requests` holds the searches alone.
 */
function renderAt(path: string, ...replies: FakeReply[]) {
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith("/api/v2/search")
      ? network.fetch(input, init)
      : Promise.resolve(jsonResponse({ message: "Not here." }, { status: 404 })),
  );
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SearchPage />
      </Router>
    </SWRConfig>,
  );
  return { ...network, location };
}

/** The parameters of a request, brackets folded (`a[]=1&a[]=2` reads as a=1,2). */
function paramsOf(url: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(url ?? "", "http://x").searchParams) {
    const name = key.replace(/\[\]$/, "");
    params[name] = params[name] ? `${params[name]},${value}` : value;
  }
  return params;
}

const result = {
  recordID: 7,
  recordType: "discussion",
  type: "discussion",
  name: "Resetting a password",
  url: "/discussion/7/resetting-a-password",
  excerpt: "To reset your password, <b>open</b> settings.",
  excerptMarks: [{ start: 14, end: 22 }],
  breadcrumbs: [{ name: "Help", url: "/categories/help" }],
  dateInserted: "2026-01-02T03:04:05Z",
  insertUserID: 3,
  insertUser: { userID: 3, name: "Ada", photoUrl: "" },
};
const paged = {
  headers: { "x-app-page-current": "1", "x-app-page-limit": "20", "x-app-page-result-count": "1" },
};

describe("SearchPage (/search, content spec §2 search page)", () => {
  it("sends the URL's query, domain, filters, sort and operator to GET /search (content spec §2, §3 date range)", async () => {
    const { requests } = renderAt(
      "/search?query=reset&domain=discussions&categoryID=4&includeChildCategories=true&insertUserIDs=3,9" +
        "&tags=faq&startDate=2026-01-01&endDate=2026-02-01&sort=-dateInserted&queryOperator=or&page=2",
      jsonResponse([result], paged),
    );
    await screen.findByRole("link", { name: "Resetting a password" });
    expect(new URL(requests[0]?.url ?? "", "http://x").pathname).toBe("/api/v2/search");
    expect(paramsOf(requests[0]?.url)).toEqual({
      query: "reset",
      recordTypes: "discussion,comment",
      queryOperator: "or",
      page: "2",
      limit: "20",
      expand: "insertUser,breadcrumbs",
      sort: "-dateInserted",
      categoryID: "4",
      includeChildCategories: "true",
      insertUserIDs: "3,9",
      tags: "faq",
      dateInserted: "[2026-01-01,2026-02-01]",
    });
  });

  it("reads the text from the parameter search when the new search page is off (content spec §2)", async () => {
    setSession({ config: { "themeFeatures.useNewSearchPage": false } });
    const { requests } = renderAt("/search?search=faq&domain=user", jsonResponse([], paged));
    await screen.findByText(SEARCH_EMPTY_TEXT);
    expect(paramsOf(requests[0]?.url)).toMatchObject({ query: "faq", recordTypes: "user" });
  });

  it("shows results with their marks as text, breadcrumbs and author (content spec §2 search page)", async () => {
    renderAt("/search?query=reset", jsonResponse([result], paged));
    const item = (await screen.findByRole("link", { name: "Resetting a password" })).closest(
      "li",
    ) as HTMLElement;
    const mark = item.querySelector("mark");
    expect(mark?.textContent).toBe("password");
    // The excerpt is plain text: markup in it is shown, never run.
    expect(item.querySelector("b")).toBeNull();
    expect(item.textContent).toContain("<b>open</b>");
    expect(within(item).getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/categories/help");
    expect(within(item).getByText("By Ada")).toBeTruthy();
  });

  it("says so when nothing is found (content spec §2 search page, empty state)", async () => {
    renderAt("/search?query=zzz", jsonResponse([], paged));
    expect(await screen.findByText(SEARCH_EMPTY_TEXT)).toBeTruthy();
  });

  it("shows the API's error message when the search fails (content spec §8)", async () => {
    renderAt("/search?query=x", jsonResponse({ message: "The search is down." }, { status: 500 }));
    expect((await screen.findByRole("alert")).textContent).toBe("The search is down.");
  });

  it("logs Error parsing search params for a bad parameter and still opens (content spec §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { requests } = renderAt(
      "/search?query=ok&page=zero&domain=nowhere&categoryID=x",
      jsonResponse([], paged),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeTruthy();
    await screen.findByText(SEARCH_EMPTY_TEXT);
    expect(log).toHaveBeenCalledWith("Error parsing search params", ["domain", "page", "categoryID"]);
    expect(paramsOf(requests[0]?.url)).toMatchObject({ query: "ok", page: "1" });
  });

  it("keeps every choice in the URL: a domain tab and a new search are new history entries (content spec §2)", async () => {
    const { location } = renderAt(
      "/search?query=reset",
      jsonResponse([result], paged),
      jsonResponse([], paged),
    );
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Resetting a password" });
    await user.click(screen.getByRole("link", { name: "Members" }));
    expect(location.history?.at(-1)).toBe("/search?query=reset&domain=user");
    await screen.findByText(SEARCH_EMPTY_TEXT);
  });

  it("searches again without the text when the box is cleared, keeping the filters (shell spec §2 search bar)", async () => {
    const { location, requests } = renderAt(
      "/search?query=reset&domain=discussions&categoryID=4",
      jsonResponse([result], paged),
      jsonResponse([], paged),
    );
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Resetting a password" });
    const box = screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement;
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(location.history?.at(-1)).toBe("/search?domain=discussions&categoryID=4");
    await waitFor(() => expect(requests).toHaveLength(2));
    // GET /search without a query: the category's records, newest first on the server.
    const params = paramsOf(requests[1]?.url);
    expect(params).not.toHaveProperty("query");
    expect(params).toMatchObject({ recordTypes: "discussion,comment", categoryID: "4" });
    await screen.findByText(SEARCH_EMPTY_TEXT);
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    // Back or forward to a search shows its text in the same box again.
    act(() => location.navigate("/search?query=reset&domain=discussions&categoryID=4"));
    expect(box.value).toBe("reset");
  });
});

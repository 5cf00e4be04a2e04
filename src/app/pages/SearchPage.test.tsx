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
      groupBy: "discussion",
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

  it("a bare /search asks nothing and says what can be searched, with examples (blank state)", async () => {
    const { requests } = renderAt("/search");
    expect(screen.getByRole("heading", { level: 2, name: "What are you looking for?" })).toBeTruthy();
    expect(screen.getByText("A few words: desk lamp")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("says what to try when nothing is found (empty state)", async () => {
    renderAt("/search?query=zzz", jsonResponse([], paged));
    await screen.findByText(SEARCH_EMPTY_TEXT);
    expect(screen.getByText("Remove a filter or widen the dates.")).toBeTruthy();
  });

  it("shows one row per discussion with its matching comments under it and a link to the rest", async () => {
    const comment = (recordID: number) => ({
      ...result,
      recordID,
      recordType: "comment",
      type: "comment",
      name: "RE: Resetting a password",
      url: `/discussion/comment/${recordID}#Comment_${recordID}`,
      excerpt: "Use the desk reset.",
      excerptMarks: [{ start: 8, end: 12 }],
      discussionID: 7,
      insertUser: { userID: 4, name: `Bea${recordID}`, photoUrl: "" },
    });
    const grouped = {
      ...result,
      matchingComments: [comment(11), comment(12), comment(13)],
      matchingCommentCount: 5,
    };
    const { requests } = renderAt("/search?query=desk", jsonResponse([grouped], paged));
    await screen.findByRole("link", { name: "Resetting a password" });
    expect(paramsOf(requests[0]?.url)).toMatchObject({ groupBy: "discussion" });
    expect(screen.getAllByRole("link", { name: "Resetting a password" })).toHaveLength(1);
    const matches = screen.getByRole("list", { name: "Matching comments" });
    expect(within(matches).getAllByRole("listitem")).toHaveLength(3);
    expect(within(matches).getByRole("link", { name: "Comment by Bea11" }).getAttribute("href")).toBe(
      "/discussion/comment/11#Comment_11",
    );
    const more = screen.getByRole("link", { name: "2 more in this discussion" });
    expect(more.getAttribute("href")).toBe("/search?query=desk&discussionID=7");
  });

  it("one discussion's page asks for its posts, not grouped, and offers every discussion again", async () => {
    const { requests } = renderAt("/search?query=desk&discussionID=7", jsonResponse([result], paged));
    await screen.findByRole("link", { name: "Resetting a password" });
    const params = paramsOf(requests[0]?.url);
    expect(params).toMatchObject({ discussionID: "7" });
    expect(params).not.toHaveProperty("groupBy");
    expect(screen.getByRole("link", { name: "Search every discussion" }).getAttribute("href")).toBe(
      "/search?query=desk",
    );
  });

  it("puts a Filters button before the results, which opens the filters (a phone reaches them first)", async () => {
    renderAt("/search?query=reset", jsonResponse([result], paged));
    const list = await screen.findByRole("list", { name: "Search Results" });
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const form = screen.getByRole("form", { name: "Filter Results" });
    expect(form.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.contains(form)).toBe(true);
  });

  it("an older answer that arrives last never replaces the newer search's results", async () => {
    const answers: Record<string, (response: Response) => void> = {};
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      const url = String(input);
      if (!url.startsWith("/api/v2/search")) {
        return Promise.resolve(jsonResponse({ message: "Not here." }, { status: 404 }));
      }
      const query = new URL(url, "http://x").searchParams.get("query") ?? "";
      return new Promise<Response>((resolve) => (answers[query] = resolve));
    });
    const location = memoryLocation({ path: "/search?query=old", record: true });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SearchPage />
        </Router>
      </SWRConfig>,
    );
    await waitFor(() => expect(answers.old).toBeDefined());
    act(() => location.navigate("/search?query=new"));
    await waitFor(() => expect(answers.new).toBeDefined());
    await act(async () => answers.new!(jsonResponse([{ ...result, name: "Newer answer" }], paged)));
    await screen.findByRole("link", { name: "Newer answer" });
    const older = jsonResponse([{ ...result, name: "Older answer" }], paged);
    await act(async () => answers.old!(older));
    // The page has read the older answer (and had its chance to show it).
    await waitFor(() => expect(older.bodyUsed).toBe(true));
    expect(screen.queryByRole("link", { name: "Older answer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Newer answer" })).toBeTruthy();
  });

  it("all content offers the category and tag filters and sends them (categoryID, tags)", async () => {
    const { requests } = renderAt(
      "/search?query=desk&categoryID=4&tags=faq,howto",
      jsonResponse([result], paged),
    );
    await screen.findByRole("link", { name: "Resetting a password" });
    expect(screen.getByRole("combobox", { name: "Category" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Tags" }) as HTMLInputElement).value).toBe("faq, howto");
    expect(paramsOf(requests[0]?.url)).toMatchObject({ categoryID: "4", tags: "faq,howto" });
  });

  it("suggests authors as their name is typed and adds the chosen one by keyboard (combobox)", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://x");
      if (url.pathname === "/api/v2/users/by-names") {
        asked.push(url.searchParams.get("name") ?? "");
        return Promise.resolve(
          jsonResponse([
            { userID: 3, name: "Ada" },
            { userID: 9, name: "Adam" },
          ]),
        );
      }
      if (url.pathname === "/api/v2/search") return Promise.resolve(jsonResponse([result], paged));
      return Promise.resolve(jsonResponse({ message: "Not here." }, { status: 404 }));
    });
    const location = memoryLocation({ path: "/search?query=desk", record: true });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SearchPage />
        </Router>
      </SWRConfig>,
    );
    const user = userEvent.setup();
    const author = screen.getByRole("combobox", { name: "Author" });
    await user.type(author, "ad");
    const list = await screen.findByRole("listbox", { name: "Author suggestions" });
    expect(asked.at(-1)).toBe("ad*");
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Ada", "Adam"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(author.getAttribute("aria-activedescendant")).toBe(within(list).getAllByRole("option")[1]!.id);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Remove Adam" })).toBeTruthy();
    expect((author as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(location.history?.at(-1)).toBe("/search?query=desk&insertUserIDs=9");
  });
});

import { describe, expect, it } from "vitest";
import { buildSearchUrl, hasExternalSearch, searchParamName } from "./search-url";
import { scopeSearchParams } from "./search-scope";
import { parseSearchParams, searchApiQuery } from "./search-params";

describe("buildSearchUrl (content spec §2 search page)", () => {
  it("goes to /search with the parameter query when the new search page is on", () => {
    expect(buildSearchUrl("help me", { useNewSearchPage: true })).toEqual({
      url: "/search?query=help+me",
      isExternal: false,
      newTab: false,
    });
  });

  it("uses the parameter search when the new search page is off", () => {
    expect(buildSearchUrl("faq", { useNewSearchPage: false }).url).toBe("/search?search=faq");
    expect(searchParamName({ useNewSearchPage: false })).toBe("search");
  });

  it("trims the term and encodes it", () => {
    expect(buildSearchUrl("  a&b=c  ", { useNewSearchPage: true }).url).toBe("/search?query=a%26b%3Dc");
  });

  it("replaces every %s of an external template with the encoded term", () => {
    const target = buildSearchUrl("café & co", {
      useNewSearchPage: true,
      externalSearch: { query: "https://find.example/?q=%s&again=%s", resultsInNewTab: true },
    });
    expect(target).toEqual({
      url: "https://find.example/?q=caf%C3%A9%20%26%20co&again=caf%C3%A9%20%26%20co",
      isExternal: true,
      newTab: true,
    });
  });

  it("keeps searches on the site when the external template is empty", () => {
    const settings = { useNewSearchPage: true, externalSearch: { query: " ", resultsInNewTab: true } };
    expect(hasExternalSearch(settings)).toBe(false);
    expect(buildSearchUrl("x", settings)).toEqual({
      url: "/search?query=x",
      isExternal: false,
      newTab: false,
    });
  });

  it("marks an external template with an unsafe scheme as unsafe (content spec §5)", () => {
    const target = buildSearchUrl("x", {
      useNewSearchPage: true,
      externalSearch: { query: "javascript:alert('%s')", resultsInNewTab: false },
    });
    expect(target.url.startsWith("unsafe:")).toBe(true);
  });

  it("sends a category scope as the category with its children, which the search page applies (shell spec §2 scope)", () => {
    const settings = { useNewSearchPage: true };
    const { url } = buildSearchUrl("cats", settings, scopeSearchParams("category:12"));
    expect(url).toBe("/search?query=cats&domain=discussions&categoryID=12&includeChildCategories=true");
    const { state } = parseSearchParams(url.slice(url.indexOf("?")), settings);
    expect(searchApiQuery(state)).toMatchObject({
      query: "cats",
      categoryID: 12,
      includeChildCategories: true,
    });
  });

  it("adds nothing for the everywhere scope or an unknown one", () => {
    const settings = { useNewSearchPage: true };
    expect(buildSearchUrl("x", settings, scopeSearchParams("")).url).toBe("/search?query=x");
    expect(buildSearchUrl("x", settings, scopeSearchParams("category:0")).url).toBe("/search?query=x");
    expect(scopeSearchParams("tag:3")).toEqual({});
  });
});

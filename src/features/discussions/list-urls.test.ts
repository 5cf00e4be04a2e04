import { describe, expect, it } from "vitest";
import { discussionListUrl, viewAllUrl } from "./list-urls";

describe("discussionListUrl (content spec §2 paging URLs)", () => {
  it("pages the bookmarks page by its own path, keeping the sort", () => {
    const location = { search: "?sort=-dateInserted", path: "/discussions/bookmarked" };
    expect(discussionListUrl(location, { page: 2 })).toBe(
      "/discussions/bookmarked?sort=-dateInserted&page=2",
    );
    expect(discussionListUrl(location, { page: 1 })).toBe("/discussions/bookmarked?sort=-dateInserted");
  });

  it("puts category pages in the path, page 1 without /p1", () => {
    expect(discussionListUrl({ categoryID: 3, search: "" }, { page: 2 })).toBe("/categories/3/p2");
    expect(discussionListUrl({ categoryID: 3, search: "" }, { page: 1 })).toBe("/categories/3");
  });

  it("keeps the query params and drops a stale page param", () => {
    expect(discussionListUrl({ categoryID: 3, search: "?sort=-score&page=4" }, { page: 3 })).toBe(
      "/categories/3/p3?sort=-score",
    );
    expect(discussionListUrl({ search: "tagID=2&page=2" }, { page: 3 })).toBe("/discussions?tagID=2&page=3");
    expect(discussionListUrl({ search: "?tagID=2&page=2" }, { page: 1 })).toBe("/discussions?tagID=2");
  });

  it("sets the sort and leaves out the default one", () => {
    expect(discussionListUrl({ search: "" }, { page: 1, sort: "-hot" })).toBe("/discussions?sort=-hot");
    expect(discussionListUrl({ search: "?sort=-hot" }, { page: 1, sort: "-dateLastComment" })).toBe(
      "/discussions",
    );
  });
});

describe("viewAllUrl", () => {
  it("links to /discussions, with the widget's category filter when set", () => {
    expect(viewAllUrl(undefined)).toBe("/discussions");
    expect(viewAllUrl(5)).toBe("/discussions?categoryID=5");
  });
});

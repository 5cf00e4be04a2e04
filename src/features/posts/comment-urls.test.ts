import { describe, expect, it } from "vitest";
import { discussionPageUrl } from "./comment-urls";

const at = (pathname: string, search = "") => ({ discussionID: 7, pathname, search });

describe("discussionPageUrl (content spec §2 paging)", () => {
  it("pushes /p{n} for pages above 1 and none for page 1", () => {
    expect(discussionPageUrl(at("/discussion/7"), { page: 2 })).toBe("/discussion/7/p2");
    expect(discussionPageUrl(at("/discussion/7/p2"), { page: 1 })).toBe("/discussion/7");
    expect(discussionPageUrl(at("/discussion/7/hello-world/p3"), { page: 4 })).toBe(
      "/discussion/7/hello-world/p4",
    );
  });

  it("keeps the query string", () => {
    expect(discussionPageUrl(at("/discussion/7", "?utm_source=x&sort=-score"), { page: 3 })).toBe(
      "/discussion/7/p3?utm_source=x&sort=-score",
    );
  });

  it("syncs the sort to the query string, leaving out the default", () => {
    expect(discussionPageUrl(at("/discussion/7/p2", "a=1"), { page: 1, sort: "-dateInserted" })).toBe(
      "/discussion/7?a=1&sort=-dateInserted",
    );
    expect(discussionPageUrl(at("/discussion/7", "sort=-score"), { page: 1, sort: "dateInserted" })).toBe(
      "/discussion/7",
    );
  });

  it("pages a comment permalink as its discussion", () => {
    expect(discussionPageUrl(at("/discussion/comment/55"), { page: 2 })).toBe("/discussion/7/p2");
  });
});

import { describe, expect, it } from "vitest";
import { parsePaging } from "./paging";

const link = (parts: Record<string, string>) =>
  Object.entries(parts)
    .map(([rel, url]) => `<${url}>; rel="${rel}"`)
    .join(", ");

describe("parsePaging", () => {
  it("content spec §3: next URL, previous URL, total, current page and limit come from the x-app-page-* headers", () => {
    const headers = new Headers({
      "x-app-page-current": "3",
      "x-app-page-limit": "30",
      "x-app-page-result-count": "95",
      "x-app-page-next-url": "https://forum.test/api/v2/discussions?page=4&limit=30",
      "x-app-page-prev-url": "https://forum.test/api/v2/discussions?page=2&limit=30",
    });

    expect(parsePaging(headers)).toEqual({
      currentPage: 3,
      limit: 30,
      total: 95,
      nextURL: "https://forum.test/api/v2/discussions?page=4&limit=30",
      prevURL: "https://forum.test/api/v2/discussions?page=2&limit=30",
    });
  });

  it("content spec §3: the x-app-page-* headers win over the Link header, which only fills what they leave out", () => {
    const headers = new Headers({
      "x-app-page-current": "5",
      "x-app-page-limit": "20",
      link: link({
        prev: "/api/v2/discussions?page=1&limit=99",
        next: "/api/v2/discussions?page=3&limit=99",
      }),
    });

    expect(parsePaging(headers)).toEqual({
      currentPage: 5,
      limit: 20,
      prevURL: "/api/v2/discussions?page=1&limit=99",
      nextURL: "/api/v2/discussions?page=3&limit=99",
    });
  });

  it("RFC 8288: without x-app-page-* headers the Link header gives the pages; a last link sets no total", () => {
    const middle = new Headers({
      link: link({
        first: "/api/v2/drafts?page=1&limit=25",
        prev: "/api/v2/drafts?page=3&limit=25",
        next: "/api/v2/drafts?page=5&limit=25",
        last: "/api/v2/drafts?page=9&limit=25",
      }),
    });
    const firstPage = new Headers({ link: link({ next: "/api/v2/drafts?page=2&limit=25" }) });

    expect(parsePaging(middle)).toEqual({
      currentPage: 4,
      limit: 25,
      prevURL: "/api/v2/drafts?page=3&limit=25",
      nextURL: "/api/v2/drafts?page=5&limit=25",
    });
    expect(parsePaging(firstPage)).toMatchObject({ currentPage: 1, limit: 25 });
    expect(parsePaging(middle)?.total).toBeUndefined();
  });

  it("content spec §9: a Link header without page or limit gives page 1 and the pager's default limit 10", () => {
    const headers = new Headers({ link: '</api/v2/search?query=a>; rel="first"' });

    expect(parsePaging(headers)).toEqual({ currentPage: 1, limit: 10 });
  });

  it("content spec §3: a response without paging headers has no paging", () => {
    expect(parsePaging(new Headers({ "content-type": "application/json" }))).toBeUndefined();
  });
});

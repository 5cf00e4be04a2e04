/** Pagination of a list response, read from its headers (content spec §3). */
export type Paging = {
  nextURL?: string;
  prevURL?: string;
  currentPage: number;
  total?: number;
  limit: number;
};

/** Content spec §9: the pager's default limit, used when the headers do not give one. */
const DEFAULT_PAGE_LIMIT = 10;

/**
 * Reads the paging of a response: the `x-app-page-*` headers first, then the RFC 8288 `Link` header
 * for whatever they leave out; undefined when the response has neither.
 */
export function parsePaging(headers: Headers): Paging | undefined {
  const app = readAppPageHeaders(headers);
  const link = readLinkHeader(headers.get("link"));
  if (!app && !link) return undefined;
  const paging: Paging = {
    currentPage: app?.currentPage ?? link?.currentPage ?? 1,
    limit: app?.limit ?? link?.limit ?? DEFAULT_PAGE_LIMIT,
  };
  // A Link "last" page only bounds the count from above, so the total comes from the count header alone.
  if (app?.total !== undefined) paging.total = app.total;
  const nextURL = app?.nextURL ?? link?.nextURL;
  if (nextURL) paging.nextURL = nextURL;
  const prevURL = app?.prevURL ?? link?.prevURL;
  if (prevURL) paging.prevURL = prevURL;
  return paging;
}

type PartialPaging = Partial<Paging>;

const APP_PAGE_HEADERS = {
  currentPage: "x-app-page-current",
  limit: "x-app-page-limit",
  total: "x-app-page-result-count",
  nextURL: "x-app-page-next-url",
  prevURL: "x-app-page-prev-url",
} as const;

function readAppPageHeaders(headers: Headers): PartialPaging | undefined {
  const present = Object.values(APP_PAGE_HEADERS).some((name) => headers.has(name));
  if (!present) return undefined;
  return {
    currentPage: toInteger(headers.get(APP_PAGE_HEADERS.currentPage), 1),
    limit: toInteger(headers.get(APP_PAGE_HEADERS.limit), 1),
    total: toInteger(headers.get(APP_PAGE_HEADERS.total), 0),
    nextURL: headers.get(APP_PAGE_HEADERS.nextURL) || undefined,
    prevURL: headers.get(APP_PAGE_HEADERS.prevURL) || undefined,
  };
}

function readLinkHeader(header: string | null): PartialPaging | undefined {
  const links = parseLinks(header ?? "");
  if (links.size === 0) return undefined;
  const next = links.get("next");
  const prev = links.get("prev") ?? links.get("previous");
  const prevPage = pageOf(prev);
  const nextPage = pageOf(next);
  const currentPage =
    prevPage !== undefined ? prevPage + 1 : nextPage !== undefined && nextPage > 1 ? nextPage - 1 : undefined;
  const limit = [next, prev, links.get("first"), links.get("last")]
    .map((url) => toInteger(queryParam(url, "limit"), 1))
    .find((value) => value !== undefined);
  return { currentPage, limit, nextURL: next, prevURL: prev };
}

// RFC 8288: `<url>; rel="next", <url>; rel="prev last"`; a rel may list several relation types.
function parseLinks(header: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [, url = "", params = ""] of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const types = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    for (const type of types) if (type && !links.has(type)) links.set(type, url);
  }
  return links;
}

function pageOf(url: string | undefined): number | undefined {
  return toInteger(queryParam(url, "page"), 1);
}

function queryParam(url: string | undefined, name: string): string | null {
  if (!url) return null;
  const query = url.split("#")[0]?.split("?")[1];
  return query === undefined ? null : new URLSearchParams(query).get(name);
}

function toInteger(value: string | null, min: number): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  const number = Number.parseInt(value, 10);
  return number >= min ? number : undefined;
}

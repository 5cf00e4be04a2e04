import type { FastifyReply, FastifyRequest } from "fastify";
import qs from "qs";

/** Page and limit of a list request. */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Reads `page` and `limit` from a list query (page from 1, limit bounded by `maxLimit`). */
export function readPage(
  query: { page?: unknown; limit?: unknown },
  defaultLimit = 30,
  maxLimit = 100,
): PageRequest {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(Number(query.limit) || defaultLimit)));
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * Sets the paging headers of a list answer: `Link` with first/prev/next/last and the
 * `x-app-page-*` headers. `total` may be unknown; then `hasMore` decides whether a next page exists.
 */
export function setPagingHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  paging: PageRequest & { total?: number; hasMore?: boolean },
): void {
  const [pathname = "", search = ""] = request.url.split("?", 2);
  const query = qs.parse(search);
  // Keys are encoded too (brackets kept readable), and anything else outside printable ASCII: a
  // header may carry nothing else, and a query key can be any text a client sends.
  const urlFor = (page: number) =>
    asciiOnly(
      `${pathname}?${qs.stringify(
        { ...query, page, limit: paging.limit },
        {
          encoder: (text: string, encode, _charset, type) =>
            type === "key" ? encode(text).replace(/%5B/gi, "[").replace(/%5D/gi, "]") : encode(text),
        },
      )}`,
    );
  const lastPage =
    paging.total !== undefined ? Math.max(1, Math.ceil(paging.total / paging.limit)) : undefined;
  const hasNext = lastPage !== undefined ? paging.page < lastPage : paging.hasMore === true;
  const links = [`<${urlFor(1)}>; rel="first"`];
  if (paging.page > 1) links.push(`<${urlFor(paging.page - 1)}>; rel="prev"`);
  if (hasNext) links.push(`<${urlFor(paging.page + 1)}>; rel="next"`);
  if (lastPage !== undefined) links.push(`<${urlFor(lastPage)}>; rel="last"`);
  reply.header("Link", links.join(", "));
  reply.header("x-app-page-current", String(paging.page));
  reply.header("x-app-page-limit", String(paging.limit));
  if (paging.total !== undefined) reply.header("x-app-page-result-count", String(paging.total));
  if (hasNext) reply.header("x-app-page-next-url", urlFor(paging.page + 1));
  if (paging.page > 1) reply.header("x-app-page-prev-url", urlFor(paging.page - 1));
}

/** Percent-encodes (as UTF-8) every character outside printable ASCII. */
function asciiOnly(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (run) =>
    Array.from(
      Buffer.from(run, "utf8"),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    ).join(""),
  );
}

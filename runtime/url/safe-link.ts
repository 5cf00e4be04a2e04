import { SAFE_LINK_STARTS } from "../../schemas/entities/safe-link";

/** The prefix that marks a link as unsafe so it cannot run or leave unnoticed (content spec §5). */
export const UNSAFE_LINK_PREFIX = "unsafe:";

/** Schemes whose addresses the browser reads with backslashes as slashes (WHATWG URL "special"). */
const SPECIAL_SCHEMES = new Set(["http", "https", "ws", "wss", "ftp", "file"]);

/**
 * A link as a browser reads it (WHATWG URL parsing), so it is judged as it will be followed:
 * whitespace and control characters at either end dropped, tabs and newlines anywhere removed, and
 * in a web address (http(s) or one relative to the page) backslashes before the query or fragment
 * read as slashes. So `/\host` and `\\host` are the protocol-relative `//host`.
 */
export function normalizeLink(url: string): string {
  const link = url.replace(/^[\p{Cc}\s]+|[\p{Cc}\s]+$/gu, "").replace(/[\t\n\r]/g, "");
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SPECIAL_SCHEMES.has(scheme)) return link;
  const queryAt = link.search(/[?#]/);
  const head = queryAt === -1 ? link : link.slice(0, queryAt);
  return head.replace(/\\/g, "/") + (queryAt === -1 ? "" : link.slice(queryAt));
}

/**
 * True when a link may be used as is: it starts with http://, https://, tel:, mailto:, / or #
 * (content spec §5, as settled by the project's decisions), read as the browser reads it
 * ({@link normalizeLink}): leading whitespace, case, tabs and backslashes cannot disguise it.
 */
export function isSafeLink(url: string): boolean {
  const link = normalizeLink(url).toLowerCase();
  return SAFE_LINK_STARTS.some((start) => link.startsWith(start));
}

/**
 * The link as the browser reads it ({@link normalizeLink}) when safe, otherwise the link with the
 * unsafe prefix.
 */
export function sanitizeLink(url: string): string {
  return isSafeLink(url) ? normalizeLink(url) : `${UNSAFE_LINK_PREFIX}${url.trim()}`;
}

/** True for absolute http(s) URLs only (content spec §5: a URL is valid only with http or https). */
export function isValidUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    return false;
  }
}

import { SAFE_LINK_STARTS } from "../../schemas/entities/safe-link";

/** The prefix that marks a link as unsafe so it cannot run or leave unnoticed (content spec §5). */
export const UNSAFE_LINK_PREFIX = "unsafe:";

/**
 * True when a link may be used as is: it starts with http://, https://, tel:, mailto:, / or #
 * (content spec §5, as settled by the project's decisions). Leading whitespace and case are ignored.
 */
export function isSafeLink(url: string): boolean {
  const trimmed = url.trim().toLowerCase();
  return SAFE_LINK_STARTS.some((start) => trimmed.startsWith(start));
}

/** The link itself when safe, otherwise the link with the unsafe prefix. */
export function sanitizeLink(url: string): string {
  return isSafeLink(url) ? url.trim() : `${UNSAFE_LINK_PREFIX}${url.trim()}`;
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

/**
 * How a link may start to be used as is (content spec §5, as settled by the project's decisions):
 * http://, https://, tel:, mailto:, / or #, ignoring leading whitespace and case.
 * runtime/url/safe-link.ts applies the rule to links; schemas use {@link SAFE_LINK_PATTERN}.
 */
export const SAFE_LINK_STARTS = ["http://", "https://", "tel:", "mailto:", "/", "#"] as const;

/** A start as a pattern that matches its letters in either case (JSON-schema patterns take no flags). */
const caseless = (start: string) =>
  [...start]
    .map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");

/** The safe-link rule as a JSON-schema `pattern`: a link that passes it starts with a safe start. */
export const SAFE_LINK_PATTERN = `^\\s*(?:${SAFE_LINK_STARTS.map(caseless).join("|")})`;

/** {@link SAFE_LINK_PATTERN}, or no link at all (an empty string). */
export const SAFE_LINK_OR_EMPTY_PATTERN = `^$|${SAFE_LINK_PATTERN}`;

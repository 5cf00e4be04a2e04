/**
 * The Target rule (content spec §2; decisions: write `Target`, read `target` or `Target`, redirect
 * only to same-origin paths).
 */

/** The path to return to after signing in, read from a query string; "/" when absent or unsafe. */
export function readTarget(search: string): string {
  const params = new URLSearchParams(search);
  return safeTarget(params.get("Target") ?? params.get("target"));
}

/** A same-origin path or "/": {@link sameOriginPath}, with the home page when it refuses. */
export function safeTarget(target: string | null | undefined): string {
  return sameOriginPath(target) ?? "/";
}

/** The origin a target is resolved against; only whether a result stays on it matters. */
const HERE = "http://plaza.invalid";

/**
 * The path, query and hash a browser would load for `target` on this site, or null when it would
 * load another site (no open redirect). The browser's own parser (WHATWG URL) decides: it drops
 * tabs and newlines, turns backslashes into slashes, removes dot segments (`.`, `%2e`, `..`) and
 * only then sees whether `//host` is left, so `/.//evil.example` leaves the site although it starts
 * with one slash. The result is refused when it starts with `//` or `/\`, even once its
 * percent-encodings are decoded (`/%2f%2fhost`, `/%5chost`), since a server or router that decodes
 * the path would see a protocol-relative address; and it must load itself again unchanged. Control
 * characters are refused outright.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target) return null;
  const value = target.trim();
  if (!value.startsWith("/") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!startsAsOnePath(url.pathname)) return null;
  // What the browser would make of the answer itself: loading it must not go anywhere else.
  if (new URL(path, HERE).href !== url.href) return null;
  return path;
}

/**
 * True when a path starts with exactly one slash, also after decoding its percent-encodings (as
 * often as they are nested) and reading backslashes as slashes.
 */
function startsAsOnePath(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round < 5; round++) {
    if (!path.startsWith("/") || /^.[/\\]/.test(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return !hasControlCharacter(decoded);
    path = decoded;
  }
  return false;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * A sign-in, register or sign-out URL with `Target` set to the current address, unless the current
 * page is under /entry (content spec §2).
 */
export function withTarget(
  entryUrl: string,
  current: { pathname: string; search?: string; hash?: string },
): string {
  if (current.pathname.toLowerCase().startsWith("/entry")) return entryUrl;
  const here = `${current.pathname}${current.search ?? ""}${current.hash ?? ""}`;
  const joiner = entryUrl.includes("?") ? "&" : "?";
  return `${entryUrl}${joiner}Target=${encodeURIComponent(here)}`;
}

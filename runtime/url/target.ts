/**
 * The Target rule (content spec §2; decisions: write `Target`, read `target` or `Target`, redirect
 * only to same-origin paths).
 */

/** The path to return to after signing in, read from a query string; "/" when absent or unsafe. */
export function readTarget(search: string): string {
  const params = new URLSearchParams(search);
  return safeTarget(params.get("Target") ?? params.get("target"));
}

/**
 * A same-origin path or "/". Rejects absolute URLs, protocol-relative `//host` and backslash tricks,
 * so a crafted link cannot send a member to another site (no open redirect).
 */
export function safeTarget(target: string | null | undefined): string {
  if (!target) return "/";
  const value = target.trim();
  if (
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\") ||
    hasControlCharacter(value)
  ) {
    return "/";
  }
  try {
    const url = new URL(value, "http://plaza.invalid");
    if (url.host !== "plaza.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20);
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

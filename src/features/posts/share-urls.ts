/** Content spec §9: shared links carry this utm_source. */
export const SHARE_UTM_SOURCE = "community-share";

/** The absolute URL of a post for sharing, with `utm_source=community-share` (content spec §9). */
export function shareUrlOf(url: string, origin: string): string {
  // Without an origin (a page rendered on the server), a site-relative url stays relative.
  const base = origin || "http://origin.invalid";
  const target = new URL(url, base);
  target.searchParams.set("utm_source", SHARE_UTM_SOURCE);
  return !origin && target.origin === base
    ? `${target.pathname}${target.search}${target.hash}`
    : target.toString();
}

/** The "Email" link of the share menu (content spec §2: a mailto link for emailing a post link). */
export function mailtoShareUrl(name: string, shareUrl: string): string {
  return `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(shareUrl)}`;
}

/** The "Share in a message" link (content spec §2: /messages/add?content=...). */
export function messageShareUrl(shareUrl: string): string {
  return `/messages/add?content=${encodeURIComponent(shareUrl)}`;
}

/** Content spec §9: native share is used only on Android and iOS, and only when the browser has it. */
export function canShareNatively(nav: { userAgent: string; share?: unknown } | undefined): boolean {
  if (!nav || typeof nav.share !== "function") return false;
  return /android|iphone|ipad|ipod/i.test(nav.userAgent);
}

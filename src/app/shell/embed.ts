/**
 * Embed mode (shell spec §7): inside another site's iframe, with `embed.allow` on, the page tells the
 * framing page where it is and how far it scrolled, so that page can mirror the address and title
 * and size or scroll the frame.
 */

/** Href and title are polled this often (shell spec §9 "Embed href and title polled every 200 ms"). */
export const EMBED_POLL_MS = 200;
/** Scroll events are throttled to about 60 a second (shell spec §9). */
export const EMBED_SCROLL_THROTTLE_MS = Math.round(1000 / 60);
/** The page counts as scrolled above 50 px (shell spec §9 "Scrolled state above 50px"). */
export const EMBED_SCROLLED_PX = 50;

/** The messages posted to the parent window, with the payloads of shell spec §7. */
export type EmbedMessage =
  | { type: "embeddedHrefUpdate"; href: string }
  | { type: "embeddedTitleUpdate"; title: string }
  | { type: "embeddedScrollUpdate"; isScrolled: boolean; isScrollEnd: boolean }
  | { type: "navigateExternalDomain"; href: string };

/** True when the page runs inside a frame. */
export function isFramed(win: Window = window): boolean {
  return win.parent !== win;
}

/**
 * Posts one embed message to the parent window. The target origin is "*": the framing site is not
 * known in advance, and `embed.allow` is the site's consent to tell it the address, title and scroll.
 */
export function postToParent(message: EmbedMessage, win: Window = window): void {
  win.parent.postMessage(message, "*");
}

/** The scroll state of the page: scrolled past 50 px, and scrolled to the end. */
export function scrollStateOf(win: Window): { isScrolled: boolean; isScrollEnd: boolean } {
  const top = win.scrollY;
  const scrollHeight = win.document.documentElement.scrollHeight;
  return {
    isScrolled: top > EMBED_SCROLLED_PX,
    // One pixel of slack: zoomed pages scroll by fractions and may stop just short of the end.
    isScrollEnd: top + win.innerHeight >= scrollHeight - 1,
  };
}

/**
 * Starts embed mode: posts the href and title now and whenever they change (polled every
 * {@link EMBED_POLL_MS}), and the scroll state on scroll (at most one post per
 * {@link EMBED_SCROLL_THROTTLE_MS}, the last one always sent). Returns a function that stops it.
 */
export function startEmbedMode(win: Window = window): () => void {
  let lastHref: string | null = null;
  let lastTitle: string | null = null;
  const poll = () => {
    const href = win.location.href;
    if (href !== lastHref) {
      lastHref = href;
      postToParent({ type: "embeddedHrefUpdate", href }, win);
    }
    const title = win.document.title;
    if (title !== lastTitle) {
      lastTitle = title;
      postToParent({ type: "embeddedTitleUpdate", title }, win);
    }
  };
  poll();
  const pollTimer = win.setInterval(poll, EMBED_POLL_MS);

  let lastScrollPost = -Infinity;
  let trailing: number | undefined;
  const postScroll = () => {
    trailing = undefined;
    lastScrollPost = Date.now();
    postToParent({ type: "embeddedScrollUpdate", ...scrollStateOf(win) }, win);
  };
  const handleScroll = () => {
    const wait = lastScrollPost + EMBED_SCROLL_THROTTLE_MS - Date.now();
    if (wait <= 0) postScroll();
    else if (trailing === undefined) trailing = win.setTimeout(postScroll, wait);
  };
  win.addEventListener("scroll", handleScroll, { passive: true });

  return () => {
    win.clearInterval(pollTimer);
    if (trailing !== undefined) win.clearTimeout(trailing);
    win.removeEventListener("scroll", handleScroll);
  };
}

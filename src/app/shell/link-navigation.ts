import { isKnownPagePath } from "../../../runtime/url/match-route";
import { pageRoutes } from "../../../schemas/routes";

/**
 * A link with this attribute is left to the browser: the leaving page's Continue link, which must
 * reach the external site instead of another interstitial.
 */
export const DIRECT_LINK_ATTRIBUTE = "data-direct-link";

/** The interstitial URL for an external link (shell spec §2 /home/leaving "with a target query parameter"). */
export function leavingUrl(target: string): string {
  return `${pageRoutes.leaving}?target=${encodeURIComponent(target)}`;
}

/** What a plain click on a link should do. */
export type LinkAction =
  { kind: "external"; href: string } | { kind: "app"; path: string } | { kind: "browser" };

/**
 * Classifies a link (shell spec §2): http(s) links to another origin leave the product; same-origin
 * links to a known page route navigate in the app unless they open elsewhere or only move to an
 * anchor of this page; everything else (mailto:, downloads, unknown paths) is the browser's.
 */
export function linkActionOf(anchor: HTMLAnchorElement, here: Location): LinkAction {
  if (anchor.hasAttribute("download") || anchor.hasAttribute(DIRECT_LINK_ATTRIBUTE))
    return { kind: "browser" };
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return { kind: "browser" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "browser" };
  if (url.origin !== here.origin) return { kind: "external", href: url.href };
  const opensElsewhere = anchor.target !== "" && anchor.target !== "_self";
  const isSamePageAnchor = url.hash !== "" && url.pathname === here.pathname && url.search === here.search;
  if (opensElsewhere || isSamePageAnchor || !isKnownPagePath(url.pathname)) return { kind: "browser" };
  return { kind: "app", path: `${url.pathname}${url.search}${url.hash}` };
}

/** Options of {@link installLinkNavigation}. */
export interface LinkNavigationOptions {
  /** The router's navigate (wouter's `navigate` from "wouter/use-browser-location"). */
  navigate: (path: string) => void;
  /** Opens a URL in a new tab. */
  openInNewTab?: (url: string) => void;
  /**
   * Embed mode (shell spec §7): an external link is handed to the framing page as a
   * `navigateExternalDomain` message instead of opening from inside the frame.
   */
  onExternalInEmbed?: (href: string) => void;
}

function openInNewTabDefault(url: string): void {
  // noopener: the new tab gets no handle on this one (reverse tabnabbing).
  window.open(url, "_blank", "noopener");
}

/**
 * Handles plain clicks on every link of the document, user content included (shell spec §2): links
 * outside the product open in a new tab through the /home/leaving interstitial (which records the
 * externalNavigation tick on Continue); in-app links to known routes navigate without a reload.
 * Clicks with a modifier key or another button, and clicks a component already handled, are left
 * alone. Returns a function that removes the handler.
 */
export function installLinkNavigation(options: LinkNavigationOptions, doc: Document = document): () => void {
  const { navigate, openInNewTab = openInNewTabDefault, onExternalInEmbed } = options;
  const handleClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const action = linkActionOf(anchor, doc.location);
    if (action.kind === "browser") return;
    event.preventDefault();
    if (action.kind === "app") navigate(action.path);
    else if (onExternalInEmbed) onExternalInEmbed(action.href);
    else openInNewTab(leavingUrl(action.href));
  };
  doc.addEventListener("click", handleClick);
  return () => doc.removeEventListener("click", handleClick);
}

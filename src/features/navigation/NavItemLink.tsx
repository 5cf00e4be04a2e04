import type { MouseEvent, ReactNode } from "react";
import { useSiteOrigin } from "../../ui/use-browser-value";
import { useLocation } from "wouter";
import { isKnownPagePath } from "../../../runtime/url/match-route";
import { isExternalUrl, navItemHref } from "../../../runtime/url/nav-items";
import { sanitizeLink } from "../../../runtime/url/safe-link";

/** Props of {@link NavItemLink}. */
export interface NavItemLinkProps {
  /** A normalised navigation url (shell spec §5). */
  url: string;
  className?: string;
  /** Called after a plain click, e.g. to close the menu or panel the link sits in. */
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A navigation link (shell spec §2): links to other sites open in a new tab; a link to a page the
 * client router knows navigates without a reload; any other page loads fully. Urls are sanitised
 * (content spec §5).
 */
export function NavItemLink({ url, className, onNavigate, children }: NavItemLinkProps) {
  const [, navigate] = useLocation();
  const href = sanitizeLink(navItemHref(url));
  // The origin links are compared with to tell whether they leave the product.
  const origin = useSiteOrigin();
  const isExternal = isExternalUrl(href, origin);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!isPlainClick) return;
    onNavigate?.();
    if (isExternal || event.defaultPrevented) return;
    let target: URL;
    try {
      target = new URL(href, origin);
    } catch {
      return;
    }
    if (target.origin !== origin || !isKnownPagePath(target.pathname)) return;
    event.preventDefault();
    navigate(`${target.pathname}${target.search}${target.hash}`);
  }

  return (
    <a
      href={href}
      className={className}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener noreferrer" : undefined}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}

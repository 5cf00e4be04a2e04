import type { MouseEvent } from "react";
import { cx } from "@linaria/core";
import { useLocation } from "wouter";
import { isKnownPagePath } from "../../../runtime/url/match-route";
import * as styles from "./posts.styles";

/** Props of {@link UserContent}. */
export interface UserContentProps {
  /** Safe HTML made by the server's body renderer (ARCHITECTURE.md: the server sanitises). */
  html: string;
  className?: string;
}

/**
 * A post body: the server's sanitised HTML in a `.userContent` container. Plain clicks on links to
 * pages the client router knows navigate without a reload, as the title bar's links do.
 */
export function UserContent({ html, className }: UserContentProps) {
  const [, navigate] = useLocation();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return;
    const target = new URL(anchor.href, window.location.href);
    if (target.origin !== window.location.origin || !isKnownPagePath(target.pathname)) return;
    event.preventDefault();
    navigate(`${target.pathname}${target.search}${target.hash}`);
  }

  return (
    // Delegated link handling: the links inside are the focusable, keyboard-usable elements.
    <div
      className={cx("userContent", styles.userContent, className)}
      dir="auto"
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

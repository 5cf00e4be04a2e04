import { useEffect } from "react";
import { commentAnchorID } from "./comment-urls";

/** Content spec §9: the hash scroll is re-applied after 500 ms. */
export const HASH_SCROLL_REAPPLY_MS = 500;

/** The comment a `#Comment_{id}` hash points at, if any. */
export function commentIDFromHash(hash: string): number | undefined {
  const match = /^#Comment_(\d+)$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/**
 * Scrolls a permalinked comment into view, and again 500 ms later (content spec §9), since images and
 * lazily loaded widgets above it move it while the page settles.
 */
export function usePermalinkScroll(commentID: number | undefined): void {
  useEffect(() => {
    if (commentID === undefined) return undefined;
    const scroll = () =>
      document.getElementById(commentAnchorID(commentID))?.scrollIntoView?.({ block: "start" });
    scroll();
    const timer = setTimeout(scroll, HASH_SCROLL_REAPPLY_MS);
    return () => clearTimeout(timer);
  }, [commentID]);
}

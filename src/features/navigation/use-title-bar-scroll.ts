import { useEffect, useState } from "react";
import { initialScrollVisibility, nextScrollVisibility, type ScrollVisibility } from "./scroll-visibility";

/** The page counts as scrolled above this offset (shell spec §9 "Scrolled state above 50px"). */
export const SCROLLED_OFFSET = 50;

/** What the title bar reads from the page's scroll position. */
export interface TitleBarScroll {
  /** A sticky bar hides while scrolling down far into the page (shell spec §4 "Header visibility"). */
  isHidden: boolean;
  /** The page scrolled past 50 px: a transparent bar turns solid, a fade-in logo shows. */
  isScrolled: boolean;
}

/**
 * Follows the window's scroll position, handled at most once per animation frame (shell spec §9:
 * scroll events throttled to about 60 per second). `canHide` false keeps the bar shown (static bars
 * scroll away with the page anyway).
 */
export function useTitleBarScroll(canHide: boolean): TitleBarScroll {
  const [visibility, setVisibility] = useState<ScrollVisibility>(initialScrollVisibility);
  const [isScrolled, setIsScrolled] = useState(false);

  useEffect(() => {
    let frame: number | null = null;
    function update() {
      frame = null;
      const scrollY = window.scrollY;
      setIsScrolled(scrollY > SCROLLED_OFFSET);
      setVisibility((state) => nextScrollVisibility(state, scrollY));
    }
    function handleScroll() {
      if (frame === null) frame = window.requestAnimationFrame(update);
    }
    update();
    window.addEventListener("scroll", handleScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", handleScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, []);

  return { isHidden: canHide && visibility.isHidden, isScrolled };
}

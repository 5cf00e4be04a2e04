import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useIsMobileDevice } from "../../../runtime/theme/device-class";

/** What {@link useCompactMode} tells the title bar, and the elements it measures. */
export interface CompactMode {
  isCompact: boolean;
  /** Mobile or xs (below the compact breakpoint 800, shell spec §9): the mobile logo shows. */
  isMobile: boolean;
  barRef: RefObject<HTMLElement | null>;
  slotRef: RefObject<HTMLDivElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
}

/** An overflow: the bar width the navigation needs, for the navigation it was measured with. */
interface Overflow {
  navigation: unknown;
  neededBarWidth: number;
}

/**
 * Compact mode (shell spec §2 "Title bar"): below the compact breakpoint (device class xs or mobile),
 * or when the navigation list is wider than its slot, measured with ResizeObserver where the browser
 * has it. An overflow is remembered as the bar width the list needs, and the wide bar returns only
 * once the bar is that wide: comparing the whole bar (not the slot, whose width differs between the
 * two modes) keeps the bar from flipping back and forth. New navigation items are measured afresh.
 */
export function useCompactMode(navigation: unknown): CompactMode {
  const isMobile = useIsMobileDevice();
  const barRef = useRef<HTMLElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  const isOverflowing = overflow !== null && overflow.navigation === navigation;

  useLayoutEffect(() => {
    const bar = barRef.current;
    const slot = slotRef.current;
    if (isMobile || !bar || !slot || typeof ResizeObserver === "undefined") return undefined;
    function measure() {
      if (!bar || !slot) return;
      const list = listRef.current;
      const barWidth = bar.clientWidth;
      if (list) {
        const missing = list.scrollWidth - slot.clientWidth;
        setOverflow(missing > 0 ? { navigation, neededBarWidth: barWidth + missing } : null);
      } else {
        setOverflow((current) => (current && barWidth >= current.neededBarWidth ? null : current));
      }
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [isMobile, isOverflowing, navigation]);

  return { isCompact: isMobile || isOverflowing, isMobile, barRef, slotRef, listRef };
}

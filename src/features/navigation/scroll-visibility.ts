/**
 * Header visibility on scroll (shell spec §4 "Header visibility", §9 hide threshold 400 px, delta 10 px).
 * Pure, so the rule is tested without a browser.
 */

/** Below this scroll position the header always shows (shell spec §9). */
export const HEADER_HIDE_THRESHOLD = 400;
/** Movements of this size or less are ignored, so a trembling scroll does not flicker the header (§9). */
export const HEADER_HIDE_DELTA = 10;

/** Whether the header is hidden, and the scroll position the next movement is measured from. */
export interface ScrollVisibility {
  isHidden: boolean;
  lastScrollY: number;
}

/** The state at the top of the page: shown. */
export const initialScrollVisibility: ScrollVisibility = { isHidden: false, lastScrollY: 0 };

/**
 * The header's visibility after the page scrolled to `scrollY`. Scrolling down more than 10 px beyond
 * the previous value hides it once past 400 px; scrolling up by more than 10 px shows it again. The
 * previous value moves only when a movement counts, so many small steps (one per animation frame)
 * add up instead of each falling under the delta.
 */
export function nextScrollVisibility(state: ScrollVisibility, scrollY: number): ScrollVisibility {
  // Overscroll bounce above the top, or back at the top: always shown.
  if (scrollY <= 0) return state.isHidden || state.lastScrollY !== 0 ? initialScrollVisibility : state;
  const delta = scrollY - state.lastScrollY;
  if (Math.abs(delta) <= HEADER_HIDE_DELTA) return state;
  const isHidden = delta > 0 ? state.isHidden || scrollY > HEADER_HIDE_THRESHOLD : false;
  return { isHidden, lastScrollY: scrollY };
}

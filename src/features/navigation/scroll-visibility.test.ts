import { describe, expect, it } from "vitest";
import { initialScrollVisibility, nextScrollVisibility, type ScrollVisibility } from "./scroll-visibility";

/** Scrolls through the given positions from the top, returning the state after each. */
function scrollThrough(positions: number[], from: ScrollVisibility = initialScrollVisibility) {
  const states: ScrollVisibility[] = [];
  let state = from;
  for (const y of positions) {
    state = nextScrollVisibility(state, y);
    states.push(state);
  }
  return states;
}
const hiddenAt = (positions: number[]) => scrollThrough(positions).map((state) => state.isHidden);

describe("nextScrollVisibility (shell spec §4 header visibility; §9 threshold 400 px, delta 10 px)", () => {
  it("stays shown while scrolling down above 400 px", () => {
    expect(hiddenAt([100, 250, 400])).toEqual([false, false, false]);
  });

  it("hides on scrolling down more than 10 px once past 400 px", () => {
    expect(hiddenAt([395, 420])).toEqual([false, true]);
  });

  it("ignores a downward movement of 10 px or less past 400 px", () => {
    expect(hiddenAt([395, 405])).toEqual([false, false]);
  });

  it("adds up small steps, as animation-frame throttling delivers them", () => {
    expect(hiddenAt([400, 404, 408, 412])).toEqual([false, false, false, true]);
  });

  it("shows again on scrolling up by more than 10 px, even far down the page", () => {
    expect(hiddenAt([400, 900, 895, 889])).toEqual([false, true, true, false]);
  });

  it("stays hidden while scrolling further down", () => {
    expect(hiddenAt([400, 900, 1500])).toEqual([false, true, true]);
  });

  it("keeps the state object when nothing changes, so React skips the render", () => {
    const state = nextScrollVisibility(initialScrollVisibility, 600);
    expect(nextScrollVisibility(state, 605)).toBe(state);
  });

  it("always shows at the top or above it (overscroll bounce)", () => {
    const hidden: ScrollVisibility = { isHidden: true, lastScrollY: 800 };
    expect(nextScrollVisibility(hidden, 0)).toEqual(initialScrollVisibility);
    expect(nextScrollVisibility(hidden, -20)).toEqual(initialScrollVisibility);
  });
});

import { createContext, useContext, useSyncExternalStore } from "react";
import { RELATIVE_TIME_TICK_MS } from "./relative-time";

// One clock for every relative time on the page: a single interval runs while at least one is
// mounted (shell spec §4, §9: relative times update every 30 s), instead of one timer per date.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, RELATIVE_TIME_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getSnapshot(): number {
  // A date mounted between ticks must not read a time up to 30 s old ("in 20 seconds" for a post
  // made just now), so a reading a second or more old is refreshed; the one-second step keeps
  // back-to-back reads equal, as useSyncExternalStore requires.
  const current = Date.now();
  if (Math.abs(current - now) >= 1000) now = current;
  return now;
}

/**
 * The time the server rendered the page at (the boot payload's `renderedAt`): what relative dates
 * read on the server and while the browser hydrates, so both render the same text; the live clock
 * takes over right after hydration.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** The current time in milliseconds, re-rendering every 30 s through one shared interval. */
export function useNow(): number {
  const renderedAt = useContext(RenderTimeContext);
  return useSyncExternalStore(subscribe, getSnapshot, renderedAt === null ? getSnapshot : () => renderedAt);
}

/** The server's render time of the page (null in tests and pages the browser rendered alone). */
export function useRenderTime(): number | null {
  return useContext(RenderTimeContext);
}

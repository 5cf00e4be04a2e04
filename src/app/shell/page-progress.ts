import { useEffect, useSyncExternalStore } from "react";

/**
 * How many parts of the page are waiting for the next page (its layout, its code): the top progress
 * bar shows while any is.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function change(by: number): void {
  waiting += by;
  listeners.forEach((listener) => listener());
}

/** Whether the page is waiting for something to show (read by the progress bar). */
export function usePageWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

/** Marks the page as waiting while `isWaiting` is true and the caller is mounted. */
export function useWaitForPage(isWaiting: boolean): void {
  useEffect(() => {
    if (!isWaiting) return undefined;
    change(1);
    return () => change(-1);
  }, [isWaiting]);
}

/** A Suspense fallback marking the page as waiting while it shows. */
export function WaitingForPage(): null {
  useWaitForPage(true);
  return null;
}

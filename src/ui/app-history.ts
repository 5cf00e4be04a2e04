// How many pages deep the visitor has gone inside the app since it loaded, so "Back" can tell going
// back within the app from leaving it (shell spec §2: a back link uses history first).
// wouter announces each in-app navigation with a "pushState" event on window. A "popstate" can be
// back or forward; counting it as back can only under-count, and an under-count makes the back
// link use its fallback instead of leaving the app, the safe side.
let depth = 0;
let isTracking = false;

/**
 * Starts counting in-app navigations; idempotent. Call it at boot so navigations before the first
 * back link loads are counted (this module also starts it when imported).
 */
export function trackAppHistory(): void {
  if (isTracking || typeof window === "undefined") return;
  isTracking = true;
  window.addEventListener("pushState", () => {
    depth += 1;
  });
  window.addEventListener("popstate", () => {
    depth = Math.max(0, depth - 1);
  });
}

/** True when going back one page stays in the app. */
export function hasAppHistory(): boolean {
  return depth > 0;
}

trackAppHistory(); // NOTE: side effect on import, see trackAppHistory

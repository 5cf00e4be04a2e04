import { createContext } from "react";

/**
 * How long one render of a fragment's component may take, in milliseconds, before the fragment is
 * treated as failed for that mount (its built-in shows, and managers see the notice). Measured
 * around the fragment's own component function only (not the built-in or children it renders), so
 * 50 ms, three frames, is far above any reasonable render and well below a visible freeze.
 */
export const FRAGMENT_RENDER_BUDGET_MS = 50;

/** A monotonic clock in milliseconds. */
export type FragmentClock = () => number;

/** The clock fragment renders are timed with; tests provide their own. */
export const FragmentClockContext = createContext<FragmentClock>(() => performance.now());

import { monitorEventLoopDelay } from "node:perf_hooks";

/** Event-loop delay above this is logged: every request waits that long behind it. */
export const EVENT_LOOP_DELAY_WARN_MS = 100;

/**
 * Samples the main thread's event-loop delay (perf_hooks, 20 ms resolution) and calls `report`
 * once a second when the worst delay in that second passed {@link EVENT_LOOP_DELAY_WARN_MS}.
 * Answers a function that stops it.
 */
export function watchEventLoopDelay(
  report: (delay: { maxMs: number; p99Ms: number }) => void,
  intervalMs = 1_000,
): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const timer = setInterval(() => {
    const maxMs = histogram.max / 1e6;
    if (maxMs > EVENT_LOOP_DELAY_WARN_MS) report({ maxMs, p99Ms: histogram.percentile(99) / 1e6 });
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}

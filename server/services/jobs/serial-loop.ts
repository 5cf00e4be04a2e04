/** A job run every `intervalMs` in this server process, one run at a time. */
export interface SerialLoop<Args extends unknown[], Result> {
  /** Runs now; a call during a run waits for it and runs again. */
  runOnce(...args: Args): Promise<Result>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** Whether `stop` was called (a long run checks it between items). */
  isStopped(): boolean;
}

/**
 * Runs `run` every `intervalMs` (skipped while a run is under way), and on demand through `runOnce`;
 * a failed timed run is reported to `onError` and the loop goes on.
 */
export function startSerialLoop<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  options: { intervalMs: number; timedArgs: Args; onError: (error: unknown) => void },
): SerialLoop<Args, Result> {
  let running: Promise<Result> | null = null;
  let stopped = false;
  const runOnce = (...args: Args): Promise<Result> => {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(() => run(...args));
    running = next;
    void next
      .finally(() => {
        if (running === next) running = null;
      })
      .catch(() => {});
    return next;
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    runOnce(...options.timedArgs).catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
    isStopped: () => stopped,
  };
}

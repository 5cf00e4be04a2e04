/**
 * `readers` clients each calling `read` in a loop for `seconds`; answers each call's latency in ms.
 * `read` answers the HTTP status; anything but 200 stops the run, since the readers' figures would
 * then measure errors.
 */
export async function readLoad(
  readers: number,
  seconds: number,
  read: () => Promise<number>,
): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1_000;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const status = await read();
        if (status !== 200) throw new Error(`the read answered ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

/** "N req/s  p50 … ms  p99 … ms  max … ms" of a run's latencies. */
export function latencySummary(latencies: number[], seconds: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return `${(sorted.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(50).toFixed(1)} ms  p99 ${at(99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

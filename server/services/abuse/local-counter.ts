import type { CounterState, LimitRule } from "./limiter";

/** How many keys one {@link LocalCounter} keeps at most before it forgets the oldest. */
export const LOCAL_COUNTER_MAX_KEYS = 100_000;

/**
 * Fixed-window counters in this process's memory: the {@link AbuseLimiter}'s `hit` without a
 * database write, for counts that run on every page view (a view's once-per-window check, the tick
 * limit), where a write per request would make reads contend with writes and move the change stamp
 * the caches invalidate on. Each server process counts on its own: with N processes a key may reach
 * N times the limit. Past `maxKeys` the expired keys go, then the oldest down to nine tenths of it (which may let one of them
 * count again early): the memory stays bounded whatever the traffic.
 */
export class LocalCounter {
  private readonly windows = new Map<string, { count: number; endsMs: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = LOCAL_COUNTER_MAX_KEYS,
  ) {}

  /** Counts one hit for `key` of `rule`'s bucket and answers the counter after it. */
  hit(rule: LimitRule, key: string): CounterState {
    const now = this.now();
    const name = `${rule.bucket}:${key}`;
    const current = this.windows.get(name);
    if (current && current.endsMs > now) {
      current.count += 1;
      return { count: current.count, windowEndsMs: current.endsMs, blockedUntilMs: 0 };
    }
    // A new window goes to the end of the map's order, so the oldest windows stay first.
    this.windows.delete(name);
    const fresh = { count: 1, endsMs: now + rule.windowMs };
    this.windows.set(name, fresh);
    if (this.windows.size > this.maxKeys) this.forgetOld(now);
    return { count: 1, windowEndsMs: fresh.endsMs, blockedUntilMs: 0 };
  }

  /** How many keys are kept (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private forgetOld(now: number): void {
    for (const [name, window] of this.windows) {
      if (window.endsMs <= now) this.windows.delete(name);
    }
    // Down to nine tenths, so a flood of new keys pays for this walk once per many hits.
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const name of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(name);
    }
  }
}

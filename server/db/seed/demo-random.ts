/** A small deterministic pseudo-random generator (mulberry32), so the demo seed is the same every time. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/** Hands out the items of a list in a shuffled order, reshuffling when it runs out (few repeats). */
export class Deck<T> {
  private order: T[] = [];

  constructor(
    private readonly random: SeededRandom,
    private readonly items: readonly T[],
  ) {}

  draw(): T {
    if (this.order.length === 0) this.order = this.random.shuffle(this.items);
    const item = this.order.pop();
    if (item === undefined) throw new Error("draw() from an empty deck");
    return item;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A millisecond timestamp as the ISO-8601 UTC text every timestamp is stored as. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** The value under `key`; a missing one is a mistake in the demo content. */
export function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${String(key)}`);
  return value;
}

/**
 * A small least-recently-used cache: a Map keeps insertion order, so a hit is moved to the end and
 * the first key is the one evicted.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  /** The cached value (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores a value, evicting the least recently used entry when full. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** How many entries are cached. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every entry (tests). */
  clear(): void {
    this.entries.clear();
  }
}

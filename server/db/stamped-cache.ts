/**
 * Values computed from the database, each kept with the change stamp (server/db/change-stamp.ts)
 * read before it was computed, and served only while the database's stamp is still that one: a
 * write anywhere, by this process or another, makes every entry a miss. Least recently used keys
 * leave first.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();
  /** The most recently used key: a hit on it needs no reordering (a busy page is asked for again and again). */
  private newest: string | undefined;

  constructor(private readonly size: number) {}

  /** The value kept for `key` under `stamp`, if any. */
  get(key: string, stamp: string | undefined): V | undefined {
    if (stamp === undefined) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, entry); // now the most recently used
      this.newest = key;
    }
    return entry.value;
  }

  /** Keeps `value` for `key`; `stamp` must have been read before the value's first query. */
  set(key: string, stamp: string | undefined, value: V): void {
    if (stamp === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    this.newest = key;
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

import type { Kysely } from "kysely";
import { changeStampOf } from "./change-stamp";

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

/**
 * Reads kept per database under its change stamp (see {@link StampedCache}), up to `size` keys: the
 * first caller of a key under a stamp runs `load`, the others share its answer until anything is
 * written. A failed read is not kept. Answers are shared: callers must not change them.
 */
export function stampedReads<V>(
  size: number,
): <T>(db: Kysely<T>, key: string, load: () => Promise<V>) => Promise<V> {
  const caches = new WeakMap<object, StampedCache<Promise<V>>>();
  return (db, key, load) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new StampedCache<Promise<V>>(size)));
    const stamp = changeStampOf(db);
    const kept = cache.get(key, stamp);
    if (kept) return kept;
    const loading = load();
    cache.set(key, stamp, loading);
    // An entry under a stamp no database has is a miss next time.
    loading.catch(() => cache.set(key, "", loading));
    return loading;
  };
}

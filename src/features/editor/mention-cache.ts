import { mentionConstants } from "./mention-constants";
import type { MentionUser } from "./mention-sort";

/** The lookup of one typed prefix (content spec §4: loading, success, error). */
export type MentionEntry =
  { status: "loading" } | { status: "success"; users: MentionUser[] } | { status: "error"; error: unknown };

/** Lookups by typed prefix (lower-cased: names are matched regardless of case). */
export type MentionCache = Readonly<Record<string, MentionEntry>>;

const keyOf = (prefix: string) => prefix.toLowerCase();

/**
 * What the cache knows for `prefix`: its own entry, or else the success of the longest earlier
 * prefix it extends when that result held fewer than 50 users (content spec §4), filtered to the
 * names that start with `prefix`. Undefined when a lookup is needed.
 */
export function findMentions(cache: MentionCache, prefix: string): MentionEntry | undefined {
  const key = keyOf(prefix);
  const own = cache[key];
  if (own) return own;
  for (let length = key.length - 1; length > 0; length--) {
    const earlier = cache[key.slice(0, length)];
    if (earlier?.status === "success" && earlier.users.length < mentionConstants.limit) {
      return {
        status: "success",
        users: earlier.users.filter((user) => user.name.toLowerCase().startsWith(key)),
      };
    }
  }
  return undefined;
}

/** A new cache with the entry of `prefix` set. */
export function setMentions(cache: MentionCache, prefix: string, entry: MentionEntry): MentionCache {
  return { ...cache, [keyOf(prefix)]: entry };
}

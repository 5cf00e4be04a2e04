import { useEffect, useMemo, useState } from "react";
import { useNow } from "../../ui/use-now";
import { findMentions, setMentions, type MentionCache } from "./mention-cache";
import { mentionConstants } from "./mention-constants";
import { lookupMentionUsers } from "./mention-lookup";
import { sortMentionSuggestions, type MentionUser } from "./mention-sort";

/** Suggestions for the typed name: idle without a query, else the lookup's status and sorted users. */
export interface MentionSuggestions {
  status: "idle" | "loading" | "success" | "error";
  users: MentionUser[];
}

/**
 * Looks up users for the name after "@" (content spec §4, §9): 50 ms after the last keystroke, at
 * most 50 users, cached by prefix; a longer prefix is answered from an earlier result that held
 * fewer than 50 users without a call. Sorted by {@link sortMentionSuggestions}.
 */
export function useMentionSuggestions(query: string | null): MentionSuggestions {
  const [cache, setCache] = useState<MentionCache>({});
  const now = useNow();
  const isKnown = query ? findMentions(cache, query) !== undefined : true;

  useEffect(() => {
    if (!query || isKnown) return undefined;
    const timer = setTimeout(() => {
      setCache((current) => setMentions(current, query, { status: "loading" }));
      // Not aborted when the query changes: the answer still serves this and longer prefixes.
      lookupMentionUsers(query).then(
        (users) => setCache((current) => setMentions(current, query, { status: "success", users })),
        (error: unknown) => setCache((current) => setMentions(current, query, { status: "error", error })),
      );
    }, mentionConstants.debounceMs);
    return () => clearTimeout(timer);
  }, [query, isKnown]);

  return useMemo(() => {
    if (!query) return { status: "idle", users: [] };
    const entry = findMentions(cache, query);
    if (!entry || entry.status === "loading") return { status: "loading", users: [] };
    if (entry.status === "error") return { status: "error", users: [] };
    return { status: "success", users: sortMentionSuggestions(entry.users, query, now) };
  }, [cache, query, now]);
}

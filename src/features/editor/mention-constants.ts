/** Mention suggestion constants (content spec §9). */
export const mentionConstants = {
  /** Users asked for per lookup; a smaller answer is complete for longer prefixes (spec §4). */
  limit: 50,
  /** Wait after the last keystroke before looking up. */
  debounceMs: 50,
  /** Users active within this many days sort before the others (spec §5). */
  activeDays: 90,
} as const;

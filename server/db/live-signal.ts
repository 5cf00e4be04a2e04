/** The PostgreSQL channel a commit that published live events announces itself on. */
export const LIVE_CHANNEL = "plaza_live";

const listeners = new Set<() => void>();

/**
 * Hears that live events may have been published: by this process (`signalLive` after its write)
 * or, on PostgreSQL, by any server (the LISTEN connection hears {@link LIVE_CHANNEL}, and
 * reconnecting counts too, as anything may have been missed meanwhile). Every listener of the process
 * hears every signal and reads its own database's backlog, which is cheap when nothing is new.
 * Answers the unsubscribe.
 */
export function onLiveSignal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the process's listeners that live events may have been published. */
export function signalLive(): void {
  for (const listener of listeners) listener();
}

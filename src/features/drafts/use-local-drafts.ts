import { useSyncExternalStore } from "react";
import { LOCAL_DRAFT_PREFIX, localDraftKey, parseLocalDraft, type LocalDraft } from "./local-drafts";

const NONE: readonly LocalDraft[] = [];
let cache: { raw: string; drafts: readonly LocalDraft[] } = { raw: "", drafts: NONE };

/** Nothing is logged here: the form's own engine logs a malformed entry when it reads it. */
const quiet = () => undefined;

/** The entries of this browser's drafts the server has never stored (no draft ID yet), newest first. */
function readDevice(): readonly LocalDraft[] {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return NONE;
  }
  const raws: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key?.startsWith(LOCAL_DRAFT_PREFIX) ? storage.getItem(key) : null;
    if (value) raws.push(value);
  }
  const raw = raws.sort().join("\n");
  if (raw === cache.raw) return cache.drafts;
  const drafts = raws
    .map((text) => parseLocalDraft(text, quiet))
    .filter((entry): entry is LocalDraft => entry !== null && entry.draftID === null)
    .sort((a, b) => b.dateUpdated - a.dateUpdated);
  cache = { raw, drafts };
  return drafts;
}

/** Listeners in this tab: the browser's `storage` event only tells the other tabs. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    listeners.delete(onChange);
  };
}

/** Deletes a draft kept only in this browser (the drafts page's Delete); the lists follow at once. */
export function deleteLocalDraft(entry: LocalDraft): void {
  try {
    window.localStorage.removeItem(localDraftKey(entry));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/**
 * The drafts kept only in this browser: typed and not yet saved to the server (its save comes 5 s
 * after the last change, and leaving, a failed save or being offline can come first). Another tab's
 * writes show at once; the server rendering has none.
 */
export function useLocalDrafts(): readonly LocalDraft[] {
  return useSyncExternalStore(subscribe, readDevice, () => NONE);
}

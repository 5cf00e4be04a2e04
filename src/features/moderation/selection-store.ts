import { useSyncExternalStore } from "react";
import { createStore, type Store } from "../../../runtime/data/store";

/** What the bulk bar needs of a selected discussion to validate without fetching it again. */
export interface SelectedDiscussion {
  discussionID: number;
  name: string;
  categoryID: number;
  closed: boolean;
}

/**
 * Checked discussions wait for an action; pending ones are in a running bulk job (content spec §4:
 * a failed item returns to the checked set, a succeeded one leaves the pending set).
 */
export interface SelectionState {
  checked: Record<string, SelectedDiscussion>;
  pending: Record<string, SelectedDiscussion>;
}

/** The storage key; the version changes whenever the stored shape does, so old data is ignored. */
export const SELECTION_STORAGE_KEY = "plaza.moderation.discussionSelection.v1";

const EMPTY: SelectionState = { checked: {}, pending: {} };

/** The selection and its changes; the state is read from storage on first use in a browser. */
export interface SelectionStore {
  getState(): SelectionState;
  subscribe(listener: () => void): () => void;
  toggle(discussion: SelectedDiscussion, isChecked: boolean): void;
  clear(): void;
  /** Moves the given checked ids to the pending set (a job starts on them). */
  markPending(ids: readonly number[]): void;
  /** Ends a job: failed ids go back to the checked set, succeeded ones leave the pending set. */
  settle(successIDs: readonly number[], failedIDs: readonly number[]): void;
  /** Reads the stored selection again (another tab changed it, or the page loads afresh). */
  reload(): void;
}

/** Creates a selection kept under `key` in `storage` (localStorage by default, when there is one). */
export function createSelectionStore(
  key = SELECTION_STORAGE_KEY,
  storage: () => Storage | undefined = defaultStorage,
): SelectionStore {
  let store: Store<SelectionState> | undefined;

  // Lazy, so nothing touches storage at import (server rendering, node tests).
  function inner(): Store<SelectionState> {
    if (store) return store;
    store = createStore(readSelection(storage(), key));
    const created = store;
    created.subscribe(() => writeSelection(storage(), key, created.getState()));
    return created;
  }

  return {
    getState: () => inner().getState(),
    subscribe: (listener) => inner().subscribe(listener),
    toggle(discussion, isChecked) {
      inner().update((draft) => {
        const id = String(discussion.discussionID);
        if (isChecked) draft.checked[id] = { ...discussion };
        else delete draft.checked[id];
      });
    },
    clear() {
      inner().update((draft) => {
        draft.checked = {};
      });
    },
    markPending(ids) {
      inner().update((draft) => {
        for (const id of ids.map(String)) {
          const item = draft.checked[id];
          if (!item) continue;
          draft.pending[id] = item;
          delete draft.checked[id];
        }
      });
    },
    reload() {
      const stored = readSelection(storage(), key);
      inner().update((draft) => {
        draft.checked = stored.checked;
        draft.pending = stored.pending;
      });
    },
    settle(successIDs, failedIDs) {
      inner().update((draft) => {
        for (const id of successIDs.map(String)) delete draft.pending[id];
        for (const id of failedIDs.map(String)) {
          const item = draft.pending[id];
          if (!item) continue;
          draft.checked[id] = item;
          delete draft.pending[id];
        }
      });
    },
  };
}

/** The app's selection, shared by every discussion list and page. */
export const discussionSelection = createSelectionStore();

/**
 * Reads a slice of the selection. The server and the first client render see an empty selection,
 * so the streamed HTML matches; the stored one follows right after hydration.
 */
export function useSelection<T>(select: (state: SelectionState) => T, store = discussionSelection): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(EMPTY),
  );
}

/** The checked discussions, oldest first (insertion order of the record). */
export function checkedList(state: SelectionState): SelectedDiscussion[] {
  return Object.values(state.checked);
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the selection then lasts for the page only.
    return undefined;
  }
}

/**
 * Reads a stored selection, dropping anything malformed. Ids still pending when the page was left
 * belong to a job that no longer reports, so they come back checked for the moderator to see.
 */
export function readSelection(storage: Storage | undefined, key: string): SelectionState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    return EMPTY;
  }
  if (!isRecord(parsed)) return EMPTY;
  const checked: Record<string, SelectedDiscussion> = {};
  for (const part of [parsed.pending, parsed.checked]) {
    if (!isRecord(part)) continue;
    for (const value of Object.values(part)) {
      const item = readItem(value);
      if (item) checked[String(item.discussionID)] = item;
    }
  }
  return { checked, pending: {} };
}

function writeSelection(storage: Storage | undefined, key: string, state: SelectionState): void {
  try {
    storage?.setItem(key, JSON.stringify(state));
  } catch {
    // A full or blocked storage loses persistence, not the selection on this page.
  }
}

function readItem(value: unknown): SelectedDiscussion | undefined {
  if (!isRecord(value)) return undefined;
  const { discussionID, name, categoryID, closed } = value;
  if (typeof discussionID !== "number" || !Number.isInteger(discussionID) || discussionID < 1)
    return undefined;
  if (typeof name !== "string" || typeof categoryID !== "number") return undefined;
  return { discussionID, name, categoryID, closed: closed === true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

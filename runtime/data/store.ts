import { Immer, type Draft } from "immer";

/**
 * The stores' immer, without auto-freeze: stores hold React nodes (toast bodies, dialog contents),
 * and freezing a node deep would freeze the React.lazy payloads inside it, which React must write to
 * when the lazy component loads ("Cannot assign to read only property '_status'"). Recipes still
 * never mutate the previous state; nothing else relies on it being frozen.
 */
const immer = new Immer({ autoFreeze: false });
import { useSyncExternalStore } from "react";

/** A small immutable store: immer recipes in, subscribers notified, React reads with a selector. */
export interface Store<S> {
  getState(): S;
  /** Applies an immer recipe. NOTE: notifies every subscriber when the state changed. */
  update(recipe: (draft: Draft<S>) => void): void;
  subscribe(listener: () => void): () => void;
  /**
   * The state the page was rendered with on the server: what components read while the browser
   * hydrates, so a part hydrating late still matches the server's markup after the state moved on
   * (the member's counts arrived). The initial state unless {@link markServerState} says otherwise.
   */
  getServerState(): S;
  /** Records the current state as the one the server rendered with (after applying the boot payload). */
  markServerState(): void;
}

/** Creates a store with an initial state. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  let serverState = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getServerState: () => serverState,
    markServerState() {
      serverState = state;
    },
    update(recipe) {
      const next = immer.produce(state, recipe);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store and re-renders when it changes. */
export function useStore<S, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getServerState()),
  );
}

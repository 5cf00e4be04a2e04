import { useState } from "react";

/** What a write answers: how to settle the shown value from the server's answer, or nothing to keep it. */
export type OptimisticSettle<T> = ((current: T) => T) | undefined | void;

/** A value changed optimistically, and the one way to change it. */
export interface OptimisticToggle<T> {
  value: T;
  /** A change is on its way to the server; further changes are ignored until it settles. */
  isPending: boolean;
  /** The last change failed and was rolled back. */
  hasFailed: boolean;
  /**
   * Shows `next` at once and runs `write`. On success the value becomes what the write's answer says
   * (or stays `next`); on failure it goes back to the value before and `onError` hears why.
   */
  change(
    next: T,
    write: () => Promise<OptimisticSettle<T>>,
    onError?: (reason: unknown) => void,
  ): Promise<void>;
}

const sameSource = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => Object.is(part, b[index]));

/**
 * A value the reader changes before the server confirms it (a bookmark, a reaction, a category
 * follow): shown at once, one change at a time, rolled back when the write fails. `source` names
 * where `initial` came from (the record's id and value): when any part of it changes (another
 * record, a fresh copy from the server), the local value is replaced by `initial`, in render as
 * React advises.
 */
export function useOptimisticToggle<T>(initial: T, source: readonly unknown[]): OptimisticToggle<T> {
  const [seen, setSeen] = useState(source);
  const [value, setValue] = useState<T>(() => initial);
  const [isPending, setIsPending] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  if (!sameSource(seen, source)) {
    setSeen(source);
    setValue(() => initial);
    setHasFailed(false);
  }

  async function change(
    next: T,
    write: () => Promise<OptimisticSettle<T>>,
    onError?: (reason: unknown) => void,
  ): Promise<void> {
    if (isPending) return;
    const before = value;
    setValue(() => next);
    setIsPending(true);
    setHasFailed(false);
    try {
      const settle = await write();
      if (settle) setValue(settle);
    } catch (reason) {
      setValue(() => before);
      setHasFailed(true);
      onError?.(reason);
    } finally {
      setIsPending(false);
    }
  }

  return { value, isPending, hasFailed, change };
}

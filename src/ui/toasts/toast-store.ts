import type { ReactNode } from "react";
import { castDraft } from "immer";
import { createStore, type Store } from "../../../runtime/data/store";

/** An auto-dismissed toast is dismissed this long after it was added (shell spec §4 "Toast", §9). */
export const TOAST_AUTO_DISMISS_MS = 3000;
/** A dismissed toast stays hidden this long (its fade-out) before it is dropped (shell spec §4, §9). */
export const TOAST_REMOVAL_DELAY_MS = 2000;

/** The Toast entity of shell spec §3. */
export interface Toast {
  toastID: string;
  body: ReactNode;
  /** False from dismissal until the toast is dropped. */
  visibility: boolean;
  /** Shows a close button. */
  dismissible: boolean;
  /** Dismissed after {@link TOAST_AUTO_DISMISS_MS}. */
  autoDismiss: boolean;
  /** Stays until dismissed: never auto-dismissed, whatever `autoDismiss` says. */
  persistent: boolean;
  /** 380 wide instead of 280 (shell spec §9). */
  wide: boolean;
  className?: string;
}

/** What {@link ToastStore.add} takes: a body and any of the flags (all false by default). */
export type ToastInput = { body: ReactNode } & Partial<Omit<Toast, "body" | "visibility">>;

/** The toasts on screen, oldest first. */
export interface ToastState {
  toasts: Toast[];
}

/** The toast list and its timers. */
export interface ToastStore {
  store: Store<ToastState>;
  /** Shows a toast and returns its id; a toast with the same `toastID` is replaced in place. */
  add(toast: ToastInput): string;
  /** Hides a toast at once and drops it {@link TOAST_REMOVAL_DELAY_MS} later. */
  dismiss(toastID: string): void;
  /** Drops every toast and cancels their timers (sign-out, tests). */
  clear(): void;
}

/** Creates a toast store with its own timers. */
export function createToastStore(): ToastStore {
  const store = createStore<ToastState>({ toasts: [] });
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let lastID = 0;

  function cancelTimer(toastID: string): void {
    clearTimeout(timers.get(toastID));
    timers.delete(toastID);
  }

  function startTimer(toastID: string, delayMs: number, run: () => void): void {
    cancelTimer(toastID);
    timers.set(
      toastID,
      setTimeout(() => {
        timers.delete(toastID);
        run();
      }, delayMs),
    );
  }

  function dismiss(toastID: string): void {
    const toast = store.getState().toasts.find((candidate) => candidate.toastID === toastID);
    if (!toast?.visibility) return;
    store.update((draft) => {
      const target = draft.toasts.find((candidate) => candidate.toastID === toastID);
      if (target) target.visibility = false;
    });
    startTimer(toastID, TOAST_REMOVAL_DELAY_MS, () =>
      store.update((draft) => {
        draft.toasts = draft.toasts.filter((candidate) => candidate.toastID !== toastID);
      }),
    );
  }

  function add(input: ToastInput): string {
    lastID += 1;
    const toast: Toast = {
      toastID: input.toastID ?? `toast-${lastID}`,
      body: input.body,
      visibility: true,
      dismissible: input.dismissible ?? false,
      autoDismiss: input.autoDismiss ?? false,
      persistent: input.persistent ?? false,
      wide: input.wide ?? false,
      className: input.className,
    };
    const { toastID } = toast;
    store.update((draft) => {
      const index = draft.toasts.findIndex((candidate) => candidate.toastID === toastID);
      if (index === -1) draft.toasts.push(castDraft(toast));
      else draft.toasts[index] = castDraft(toast);
    });
    // A replacement starts afresh: the old toast's pending dismissal or removal no longer applies.
    cancelTimer(toastID);
    if (toast.autoDismiss && !toast.persistent) {
      startTimer(toastID, TOAST_AUTO_DISMISS_MS, () => dismiss(toastID));
    }
    return toastID;
  }

  function clear(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    store.update((draft) => {
      draft.toasts = [];
    });
  }

  return { store, add, dismiss, clear };
}

/** The app's toasts, shown by the one ToastArea in the shell (shell spec §2 "A toasts area exists"). */
export const toastStore = createToastStore();

import { useMemo } from "react";
import { t } from "../../../runtime/i18n/t";
import { toastStore, type ToastInput, type ToastStore } from "./toast-store";

/** The text of an error toast when the error has no message of its own (shell spec §8). */
export const DEFAULT_TOAST_ERROR_TEXT = "Something has gone wrong.";

/** What {@link useToast} returns. */
export interface ToastActions {
  /** Shows a toast; returns its id. The same `toastID` replaces the toast in place. */
  add(toast: ToastInput): string;
  dismiss(toastID: string): void;
  /** Shows a dismissible toast with the error's message, or "Something has gone wrong.". */
  error(error?: unknown, options?: Omit<ToastInput, "body">): string;
}

/** Adds and dismisses toasts: `const toast = useToast(); toast.add({ body, autoDismiss: true })`. */
export function useToast(store: ToastStore = toastStore): ToastActions {
  return useMemo(
    () => ({
      add: (toast) => store.add(toast),
      dismiss: (toastID) => store.dismiss(toastID),
      error: (error, options) => store.add({ dismissible: true, ...options, body: errorMessageOf(error) }),
    }),
    [store],
  );
}

/** The message an error carries (Error, string or `{message}`), or the default toast error text. */
export function errorMessageOf(error: unknown): string {
  let message = "";
  if (typeof error === "string") message = error;
  else if (error instanceof Error) message = error.message;
  else if (typeof error === "object" && error !== null && "message" in error) {
    message = typeof error.message === "string" ? error.message : "";
  }
  return message.trim() || t(DEFAULT_TOAST_ERROR_TEXT);
}

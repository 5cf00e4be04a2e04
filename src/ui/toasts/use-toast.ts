import { useMemo } from "react";
import { errorMessageOf } from "./error-message";
import { toastStore, type ToastInput, type ToastStore } from "./toast-store";

export { DEFAULT_TOAST_ERROR_TEXT, errorMessageOf } from "./error-message";

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

import { t, msg } from "../../../runtime/i18n/t";

/** The text of an error toast when the error has no message of its own (shell spec §8). */
export const DEFAULT_TOAST_ERROR_TEXT = msg("Something has gone wrong.");

/**
 * The message an error carries (Error, string or `{message}`), or the default toast error text. Apart
 * from the toast store, so a lazily loaded form can word an error without loading the store.
 */
export function errorMessageOf(error: unknown): string {
  let message = "";
  if (typeof error === "string") message = error;
  else if (error instanceof Error) message = error.message;
  else if (typeof error === "object" && error !== null && "message" in error) {
    message = typeof error.message === "string" ? error.message : "";
  }
  return message.trim() || t(DEFAULT_TOAST_ERROR_TEXT);
}

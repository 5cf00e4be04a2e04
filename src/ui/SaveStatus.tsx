import { cx } from "@linaria/core";
import { t, msg } from "../../runtime/i18n/t";
import * as styles from "./SaveStatus.styles";

/**
 * Where what was typed is: `local` kept in this browser only, `saving` on its way to the server,
 * `saved` on the server; `none` when there is nothing to keep.
 */
export type SaveStatusState = "none" | "local" | "saving" | "saved";

/** The text of each state. */
export const SAVE_STATUS_TEXTS: Record<Exclude<SaveStatusState, "none">, string> = {
  local: msg("Saved on this device"),
  saving: msg("Saving…"),
  saved: msg("Saved"),
};

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  state: SaveStatusState;
  className?: string;
}

/**
 * The save state beside a form that keeps drafts: "Saving…", "Saved", "Saved on this device". A
 * polite live region that is on the page from the start (screen readers announce changes of a
 * region they already know), one line high even when empty, so nothing shifts when it changes.
 */
export function SaveStatus({ state, className }: SaveStatusProps) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={cx(styles.status, className)}>
      {state === "none" ? null : t(SAVE_STATUS_TEXTS[state])}
    </p>
  );
}

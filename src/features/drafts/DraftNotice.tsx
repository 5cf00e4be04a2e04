import { t, msg } from "../../../runtime/i18n/t";
import type { AutosaveSnapshot } from "./draft-autosave";

/** Our texts: the spec says nothing of two tabs on one draft. */
export const DRAFT_REPLACED_TEXT = msg(
  "This draft was changed in another tab or window; the newer text is shown.",
);
export const DRAFT_REMOVED_TEXT = msg("This draft was posted or discarded in another tab or window.");

/** Props of {@link DraftNotice}. */
export interface DraftNoticeProps {
  notice: AutosaveSnapshot["notice"] | undefined;
  onDismiss(): void;
}

/** Tells the older tab its text was replaced (newer text wins); a status line, never a blocking dialog. */
export function DraftNotice({ notice, onDismiss }: DraftNoticeProps) {
  if (!notice) return null;
  return (
    <p role="status">
      {t(notice === "replaced-by-newer" ? DRAFT_REPLACED_TEXT : DRAFT_REMOVED_TEXT)}{" "}
      <button type="button" onClick={onDismiss}>
        {t("Dismiss")}
      </button>
    </p>
  );
}

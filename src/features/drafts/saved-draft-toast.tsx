import { t, msg } from "../../../runtime/i18n/t";
import { toastStore } from "../../ui/toasts/toast-store";
import type { DraftAutosave } from "./draft-autosave";
import { anchorOfLink } from "./draft-links";

/** The toast's id: one per page. */
export const SAVED_DRAFT_TOAST_ID = "saved-draft-available";
/** Content spec §4 texts. */
export const SAVED_DRAFT_TEXT = msg("Saved Draft Available.");
export const NAVIGATE_TO_DRAFT_TEXT = msg("Navigate to Draft");

/**
 * Shows "Saved Draft Available." with "Navigate to Draft" while the engine holds a comment draft and
 * the comment box (`target`) is out of view, and hides it when the draft is gone or the box is seen
 * (content spec §4). Without IntersectionObserver the box counts as visible. Answers the cleanup.
 */
export function watchSavedDraftToast(
  engine: DraftAutosave,
  target: HTMLElement,
  link: () => string,
): () => void {
  let isVisible = true;
  let isShown = false;
  function update() {
    const shouldShow = engine.getSnapshot().hasDraft && !isVisible;
    if (shouldShow === isShown) return;
    isShown = shouldShow;
    if (!shouldShow) {
      toastStore.dismiss(SAVED_DRAFT_TOAST_ID);
      return;
    }
    const href = link();
    toastStore.add({
      toastID: SAVED_DRAFT_TOAST_ID,
      persistent: true,
      body: (
        <span>
          {t(SAVED_DRAFT_TEXT)}{" "}
          <a
            href={href}
            onClick={(event) => {
              // On this page the draft is in the box (`target`), a reply draft too: the box answers
              // its comment where it stands, so the link's `#Comment_{id}` would show the comment.
              const box = target.isConnected ? target : document.getElementById(anchorOfLink(href));
              if (!box) return;
              event.preventDefault();
              box.scrollIntoView?.({ behavior: "smooth", block: "start" });
              box.querySelector<HTMLElement>("[contenteditable=true], textarea")?.focus();
            }}
          >
            {t(NAVIGATE_TO_DRAFT_TEXT)}
          </a>
        </span>
      ),
    });
  }
  const stopEngine = engine.subscribe(update);
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver((entries) => {
      isVisible = entries.some((entry) => entry.isIntersecting);
      update();
    });
    observer.observe(target);
  }
  update();
  return () => {
    stopEngine();
    observer?.disconnect();
    if (isShown) toastStore.dismiss(SAVED_DRAFT_TOAST_ID);
  };
}

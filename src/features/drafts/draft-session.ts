import { createDraftAutosave, type DraftAutosave, type RestoreSource } from "./draft-autosave";
import { draftApi, findCommentDraft } from "./draft-api";
import { commentDraftLink } from "./draft-links";
import type { CommentDraftMeta, DraftInput } from "./draft-types";
import { watchSavedDraftToast } from "./saved-draft-toast";

/** Options of {@link startDraftSession}. */
export interface DraftSessionOptions {
  path: string;
  draftID: number | null;
  onRestore(draft: DraftInput | null, source: RestoreSource): void;
  /** What the member typed before the engine started (see `AutosaveOptions.typed`). */
  typed?(): DraftInput | null;
  /** With `?hasDraft=true` and no local copy: the member's comment draft on this discussion (another device). */
  lookupDiscussionID?: number;
  /** Shows "Saved Draft Available." while the draft exists and `target` is out of view (comment drafts). */
  toast?: { target: HTMLElement; meta(): CommentDraftMeta | undefined };
}

/**
 * The browser side of the autosave, loaded lazily with the editor: the engine on `localStorage` and
 * the drafts API, told about other tabs' writes (`storage` events) and about the network coming back
 * (`online`), so a draft typed offline reaches the server with nothing more from the member.
 */
export async function startDraftSession(
  options: DraftSessionOptions,
): Promise<{ engine: DraftAutosave; stop(): void }> {
  let draftID = options.draftID;
  const probe = createDraftAutosave({
    path: options.path,
    draftID,
    storage: window.localStorage,
    api: draftApi,
  });
  const hasDraftLink = new URLSearchParams(window.location.search).get("hasDraft") === "true";
  if (
    probe.initial === null &&
    draftID === null &&
    options.lookupDiscussionID !== undefined &&
    hasDraftLink
  ) {
    try {
      draftID = (await findCommentDraft(options.lookupDiscussionID))?.draftID ?? null;
    } catch {
      // No list, no restore: the member starts afresh, as without a draft link.
    }
  }
  probe.dispose();
  const engine = createDraftAutosave({
    path: options.path,
    draftID,
    storage: window.localStorage,
    api: draftApi,
    typed: options.typed?.(),
    onRestore: options.onRestore,
  });
  const handleStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) engine.handleStorage(event.key, event.newValue);
  };
  const handleOnline = () => engine.retry();
  window.addEventListener("storage", handleStorage);
  window.addEventListener("online", handleOnline);
  const stopToast = options.toast
    ? watchSavedDraftToast(engine, options.toast.target, () =>
        commentDraftLink(options.toast?.meta(), window.location.pathname + window.location.search),
      )
    : undefined;
  return {
    engine,
    stop() {
      window.removeEventListener("storage", handleStorage);
      window.removeEventListener("online", handleOnline);
      stopToast?.();
      engine.dispose();
    },
  };
}

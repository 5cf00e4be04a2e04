import { createDraftAutosave, type DraftAutosave, type RestoreSource } from "./draft-autosave";
import { draftApi } from "./draft-api";
import type { DraftInput, ServerDraft } from "./draft-types";
import { watchSavedDraftToast } from "./saved-draft-toast";

/** Options of {@link startDraftSession}. */
export interface DraftSessionOptions {
  path: string;
  draftID: number | null;
  onRestore(draft: DraftInput | null, source: RestoreSource): void;
  /** Finds a server draft for the page when this browser keeps none (a draft link from another device). */
  lookup?: () => Promise<ServerDraft | null>;
  /** Shows "Saved Draft Available." while the draft exists and `target` is out of view (comment drafts). */
  toast?: { target: HTMLElement; link(): string };
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
  if (probe.initial === null && draftID === null && options.lookup) {
    try {
      draftID = (await options.lookup())?.draftID ?? null;
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
    onRestore: options.onRestore,
  });
  const handleStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage) engine.handleStorage(event.key, event.newValue);
  };
  const handleOnline = () => engine.retry();
  window.addEventListener("storage", handleStorage);
  window.addEventListener("online", handleOnline);
  const stopToast = options.toast
    ? watchSavedDraftToast(engine, options.toast.target, options.toast.link)
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

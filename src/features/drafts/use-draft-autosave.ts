import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { AutosaveSnapshot, DraftAutosave, RestoreSource, SaveState } from "./draft-autosave";
import type { CommentDraftMeta, DraftInput } from "./draft-types";
import { DRAFT_LOGS } from "./draft-logs";
import { findLocalDraft, localDraftKey, writeLocalDraft } from "./local-drafts";

/** Options of {@link useDraftAutosave}. */
export interface UseDraftAutosaveOptions {
  /** Only a signed-in member with the editor autosaves; nothing loads otherwise. */
  isEnabled: boolean;
  /** The page the draft belongs to. */
  path: string;
  /** A draft ID the page was opened with. */
  draftID?: number | null;
  /** Puts restored text into the form (null: the draft was removed in another tab). */
  onRestore(draft: DraftInput | null, source: RestoreSource): void;
  /** A comment draft link opened where this browser keeps none: find the server's draft of this discussion. */
  lookupDiscussionID?: number;
  /** The comment box and its draft's meta, for the "Saved Draft Available." toast and its link. */
  toast?: { target: RefObject<HTMLElement | null>; meta(): CommentDraftMeta | undefined };
}

/** What {@link useDraftAutosave} returns. */
export interface DraftAutosaveBinding {
  /** Keeps the form's current draft (at once locally, on the server 5 s later). */
  change(draft: DraftInput): void;
  /** After posting from the draft: removes the local and the server copy. */
  removeAfterPost(): Promise<void>;
  /** Discards the draft (local and server). */
  discard(): Promise<void>;
  dismissNotice(): void;
  /** Null until the engine has loaded. */
  snapshot: AutosaveSnapshot | null;
  /** The engine once loaded (the saved-draft toast watches it). */
  engine: DraftAutosave | null;
  /** Where the latest text is, for the save state beside the form. */
  saveState: SaveState;
}

const logEarly = (message: string, error?: unknown) => console.error(message, error ?? "");

/**
 * Keeps text typed before the engine arrived in this browser at once, as the engine would: leaving
 * the page before it loads must not lose it. The engine finds the copy when it starts and, as it is
 * newer than any server save, sends it on load.
 */
function keepEarly(path: string, draftID: number | null, draft: DraftInput | null) {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch (error) {
    logEarly(DRAFT_LOGS.autosave, error);
    return;
  }
  if (draft === null) {
    // Emptied before the engine arrived: the copy kept meanwhile goes (a saved draft waits for the engine).
    storage.removeItem(localDraftKey({ draftID: null, path }));
    return;
  }
  const found = findLocalDraft(storage, { draftID, path }, logEarly);
  writeLocalDraft(
    storage,
    {
      path,
      draftID: found?.draftID ?? draftID,
      draft,
      dateUpdated: Math.max(Date.now(), (found?.dateUpdated ?? 0) + 1),
      dateServerSaved: found?.dateServerSaved ?? null,
      serverDateUpdated: found?.serverDateUpdated ?? null,
    },
    logEarly,
  );
}

/**
 * Binds a form to the autosave engine, which it imports lazily (its own chunk) once `isEnabled`, so
 * guests never load drafts code. A change made before the engine arrived is kept and handed over.
 */
export function useDraftAutosave(options: UseDraftAutosaveOptions): DraftAutosaveBinding {
  const { isEnabled, path, draftID = null } = options;
  const [engine, setEngine] = useState<DraftAutosave | null>(null);
  const [snapshot, setSnapshot] = useState<AutosaveSnapshot | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const early = useRef<DraftInput | null>(null);
  const [hasEarly, setHasEarly] = useState(false);

  useEffect(() => {
    if (!isEnabled) return undefined;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void import("./draft-session").then(async ({ startDraftSession }) => {
      if (isCancelled) return;
      const session = await startDraftSession({
        path,
        draftID,
        onRestore: (draft, source) => latest.current.onRestore(draft, source),
        typed: () => early.current,
        lookupDiscussionID: latest.current.lookupDiscussionID,
        toast: toastOf(latest.current.toast),
      });
      if (isCancelled) {
        session.stop();
        return;
      }
      stop = session.stop;
      const next = session.engine;
      next.subscribe(() => setSnapshot(next.getSnapshot()));
      // Typing before the engine arrived is newer than any stored copy.
      if (!early.current && next.initial) latest.current.onRestore(next.initial, "local");
      setEngine(next);
      setSnapshot(next.getSnapshot());
      void next.load();
      if (early.current) next.change(early.current);
      early.current = null;
      setHasEarly(false);
    });
    return () => {
      isCancelled = true;
      stop?.();
      setEngine(null);
    };
  }, [isEnabled, path, draftID]);

  const change = useCallback(
    (draft: DraftInput) => {
      if (engine) engine.change(draft);
      else if (isEnabled) {
        early.current = draft;
        keepEarly(path, draftID, draft);
        setHasEarly(true);
      }
    },
    [engine, isEnabled, path, draftID],
  );
  const removeAfterPost = useCallback(async () => {
    early.current = null;
    await engine?.removeAfterPost();
  }, [engine]);
  const discard = useCallback(async () => {
    if (early.current) keepEarly(path, draftID, null);
    early.current = null;
    setHasEarly(false);
    await engine?.remove();
  }, [engine, path, draftID]);
  const dismissNotice = useCallback(() => engine?.dismissNotice(), [engine]);
  const saveState: SaveState = snapshot?.saveState ?? (hasEarly ? "local" : "none");
  return { change, removeAfterPost, discard, dismissNotice, snapshot, engine, saveState };
}

function toastOf(
  toast: UseDraftAutosaveOptions["toast"],
): { target: HTMLElement; meta(): CommentDraftMeta | undefined } | undefined {
  const target = toast?.target.current;
  return toast && target ? { target, meta: toast.meta } : undefined;
}

import type { DraftInput, ServerDraft } from "./draft-types";
import type {
  AutosaveOptions,
  AutosaveSnapshot,
  AutosaveStatus,
  DraftAutosave,
  SaveState,
} from "./draft-autosave-types";
import { contentOf, draftOfServer, serverTimeOf, statusOf } from "./draft-autosave-parts";
import { DRAFT_LOGS, isSavableDraft, validateDraftInput } from "./draft-validation";
import {
  findLocalDraft,
  LOCAL_DRAFT_PREFIX,
  localDraftKey,
  parseLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from "./local-drafts";

/** A save is sent this long after the last change (content spec §4, §9). */
export const AUTOSAVE_DEBOUNCE_MS = 5000;
/** Two draft updates are at least this far apart (content spec §9). */
export const DRAFT_UPDATE_THROTTLE_MS = 1000;
/** After a failed save the next try comes this long after (or at the next change, or when back online). */
export const AUTOSAVE_RETRY_MS = 5000;

export type {
  AutosaveOptions,
  AutosaveSnapshot,
  AutosaveStatus,
  DraftApi,
  DraftAutosave,
  RestoreSource,
  SaveState,
} from "./draft-autosave-types";

type Timer = ReturnType<typeof setTimeout>;

/**
 * The local-first autosave engine of content spec §4 and §9, free of React so its rules run under
 * fake timers. Two tabs on one draft: each tab writes its edits to localStorage at once, so the other
 * tab's `storage` event carries them; an entry newer than the tab's own replaces the tab's text and
 * sets the `replaced-by-newer` notice (newer text wins, the older tab is told, nothing blocks). Across
 * devices the same rule applies at load: a server copy saved by someone else after this copy's last
 * save, and newer than it, wins with the same notice.
 */
export function createDraftAutosave(options: AutosaveOptions): DraftAutosave {
  const { path, storage, api } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ""));
  const debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  const throttleMs = options.throttleMs ?? DRAFT_UPDATE_THROTTLE_MS;
  const retryMs = options.retryMs ?? AUTOSAVE_RETRY_MS;
  const listeners = new Set<() => void>();

  let current: LocalDraft | null = findLocalDraft(storage, { draftID: options.draftID ?? null, path }, log);
  let draftID: number | null = options.draftID ?? current?.draftID ?? null;
  const isTypedHere =
    current !== null && options.typed != null && contentOf(current.draft) === contentOf(options.typed);
  const stored = isTypedHere ? null : current;
  let status: AutosaveStatus = "idle";
  let isPaused = false;
  let timer: Timer | undefined;
  let lastSentAt = -Infinity;
  let notice: AutosaveSnapshot["notice"] = null;
  let snapshot: AutosaveSnapshot = makeSnapshot();
  let isDisposed = false;
  /** The running call, so posting can wait for it even after the form has gone. */
  let inFlight: Promise<unknown> | null = null;
  function track<T>(call: Promise<T>): Promise<T> {
    const tracked = call.finally(() => {
      if (inFlight === tracked) inFlight = null;
    });
    inFlight = tracked;
    return tracked;
  }

  /** Contents put into the form since this tab's last edit: the form hands them back as changes. */
  const echoes = new Set<string>();
  function restored(draft: DraftInput) {
    echoes.add(contentOf(draft));
  }

  if (stored) restored(stored.draft);

  function saveStateOf(): SaveState {
    if (status === "saving") return "saving";
    if (current === null) return "none";
    return isDirty() ? "local" : "saved";
  }
  function makeSnapshot(): AutosaveSnapshot {
    return { status, saveState: saveStateOf(), draftID, hasDraft: current !== null, notice };
  }
  function emit() {
    snapshot = makeSnapshot();
    listeners.forEach((listener) => listener());
  }
  function setStatus(next: AutosaveStatus) {
    status = next;
    emit();
  }
  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!isDisposed) timer = setTimeout(() => void save(), delayMs);
  }
  /** Unsaved local edits exist (the local copy is newer than the last server save). */
  function isDirty(): boolean {
    return (
      current !== null && (current.dateServerSaved === null || current.dateUpdated > current.dateServerSaved)
    );
  }
  function store(entry: LocalDraft, previousKey?: string) {
    writeLocalDraft(storage, entry, log);
    // Re-keyed (content spec §4): the new entry is written before the old one goes, so another tab
    // never sees the draft missing.
    if (previousKey && previousKey !== localDraftKey(entry)) storage.removeItem(previousKey);
  }
  /** After a call ends: a change that arrived meanwhile gets its save. */
  function afterCall() {
    setStatus("idle");
    if (isDirty() && !isPaused) schedule(debounceMs);
  }

  async function save(): Promise<void> {
    clearTimeout(timer);
    // Content spec §4: skipped while a fetch (or another call) runs, or when the local copy is not
    // newer than the last server save; `afterCall` reschedules a change that arrived meanwhile.
    if (status !== "idle" || isPaused || !current || !isDirty()) return;
    if (!isSavableDraft(current.draft)) {
      log(DRAFT_LOGS.noBody);
      return;
    }
    const wait = lastSentAt + throttleMs - now();
    if (wait > 0) {
      schedule(wait);
      return;
    }
    lastSentAt = now();
    const sent = current;
    setStatus("saving");
    try {
      const saved = await track(draftID === null ? api.create(sent.draft) : api.update(draftID, sent.draft));
      acceptSaved(saved, sent);
      afterCall();
    } catch (error) {
      if (draftID !== null && statusOf(error) === 404) {
        // Deleted elsewhere (the drafts page): what is still being typed becomes a new draft.
        rekey(null);
        setStatus("idle");
        schedule(0);
        return;
      }
      log(DRAFT_LOGS.autosave, error);
      setStatus("idle");
      schedule(retryMs);
    }
  }

  /** Records a server save of `sent` (re-keying when the server answered a new ID). */
  function acceptSaved(saved: ServerDraft, sent: LocalDraft) {
    if (!current) return;
    const previousKey = localDraftKey(current);
    draftID = saved.draftID;
    current = {
      ...current,
      draftID,
      dateServerSaved: sent.dateUpdated,
      serverDateUpdated: serverTimeOf(saved),
    };
    store(current, previousKey);
  }

  function rekey(nextID: number | null) {
    draftID = nextID;
    if (!current) return;
    const previousKey = localDraftKey(current);
    current = { ...current, draftID: nextID, dateServerSaved: null, serverDateUpdated: null };
    store(current, previousKey);
  }

  /** Pushes the local copy with autosave paused (content spec §4 "On load"). */
  async function push(): Promise<void> {
    if (!current) return;
    isPaused = true;
    const sent = current;
    setStatus("saving");
    try {
      const saved = await track(draftID === null ? api.create(sent.draft) : api.update(draftID, sent.draft));
      acceptSaved(saved, sent);
      lastSentAt = now();
    } catch (error) {
      log(draftID === null ? DRAFT_LOGS.autosave : DRAFT_LOGS.update, error);
      schedule(retryMs);
    } finally {
      isPaused = false;
      afterCall();
    }
  }

  function adoptServer(server: ServerDraft, isNewer: boolean) {
    const time = Date.parse(serverTimeOf(server));
    const previousKey = current ? localDraftKey(current) : undefined;
    const draft = draftOfServer(server);
    current = {
      path,
      draftID: server.draftID,
      draft,
      dateUpdated: time,
      dateServerSaved: time,
      serverDateUpdated: server.dateUpdated,
    };
    draftID = server.draftID;
    store(current, previousKey);
    if (isNewer) notice = "replaced-by-newer";
    restored(draft);
    options.onRestore?.(draft, "server");
  }

  async function load(): Promise<void> {
    if (draftID === null) {
      // A copy this tab found in storage and never saved goes up now; fresh typing waits its 5 s.
      if (isDirty() && current === stored) await push();
      return;
    }
    setStatus("fetching");
    let server: ServerDraft;
    try {
      server = await track(api.get(draftID));
      const problem = validateDraftInput(server);
      if (problem) throw new Error(problem);
    } catch (error) {
      log(DRAFT_LOGS.fetch, error);
      setStatus("idle");
      if (statusOf(error) === 0) {
        // Unreachable, not gone: keep the ID (a new draft now would duplicate it) and try again later.
        if (isDirty()) schedule(retryMs);
        return;
      }
      // Content spec §4: a failed fetch saves the local draft as a new one; without one, the ID is cleared.
      rekey(null);
      if (current) await push();
      else emit();
      return;
    }
    setStatus("idle");
    const serverTime = Date.parse(serverTimeOf(server));
    const isServerChanged = current?.serverDateUpdated !== serverTimeOf(server);
    if (current && isDirty() && (!isServerChanged || current.dateUpdated > serverTime)) {
      await push();
    } else {
      adoptServer(server, current !== null && isServerChanged && isDirty());
      emit();
    }
  }

  function change(draft: DraftInput) {
    // The form echoes text put into it from another tab or the server, sometimes after the next copy
    // has arrived: that is no edit of this tab's. Stamped as one, it would go back to the tab still
    // typing and take its latest keystrokes away.
    const content = contentOf(draft);
    if (echoes.has(content)) return;
    echoes.clear();
    const previousKey = current ? localDraftKey(current) : undefined;
    current = {
      path,
      draftID,
      draft,
      dateUpdated: Math.max(now(), (current?.dateUpdated ?? 0) + 1),
      dateServerSaved: current?.dateServerSaved ?? null,
      serverDateUpdated: current?.serverDateUpdated ?? null,
    };
    store(current, previousKey);
    // The save state goes back to "on this device" at the first keystroke after a server save.
    if (!snapshot.hasDraft || snapshot.saveState !== saveStateOf()) emit();
    // Content spec §4, §9: the save goes 5 s after the last change.
    schedule(debounceMs);
  }

  async function remove({ keepServer = false }: { keepServer?: boolean } = {}): Promise<boolean> {
    // Content spec §4: removal is ignored during a save or delete.
    if (status === "saving" || status === "deleting") return false;
    clearTimeout(timer);
    const id = draftID;
    if (current) storage.removeItem(localDraftKey(current));
    storage.removeItem(localDraftKey({ draftID: null, path }));
    current = null;
    draftID = null;
    if (id === null || keepServer) {
      emit();
      return true;
    }
    setStatus("deleting");
    try {
      await track(api.remove(id));
    } catch (error) {
      log(DRAFT_LOGS.delete, error);
    } finally {
      setStatus("idle");
    }
    return true;
  }

  async function removeAfterPost(): Promise<void> {
    clearTimeout(timer);
    isPaused = true;
    // NOTE: the form may unmount meanwhile (posting navigates away); the removal still runs.
    while (inFlight) await inFlight.catch(() => undefined);
    // The finally of the call that just ended runs after its awaiters: wait for idle.
    await Promise.resolve();
    isPaused = false;
    status = "idle";
    await remove();
  }

  function handleStorage(key: string | null, newValue: string | null) {
    if (key === null || !key.startsWith(LOCAL_DRAFT_PREFIX)) return;
    const isOurs = current !== null && key === localDraftKey(current);
    if (newValue === null) {
      if (!isOurs || !current) return;
      // Another tab posted or discarded this draft: its removal is the newer state.
      clearTimeout(timer);
      current = null;
      draftID = null;
      notice = "removed-elsewhere";
      options.onRestore?.(null, "other-tab");
      emit();
      return;
    }
    const entry = parseLocalDraft(newValue, log);
    if (!entry) return;
    const isSameDraft =
      (draftID !== null && entry.draftID === draftID) ||
      (entry.path === path && (draftID === null || entry.draftID === draftID));
    if (!isSameDraft) return;
    if (current && entry.dateUpdated <= current.dateUpdated) {
      // Same text saved by the other tab (a new ID, a server save): take its ID and save time only.
      if (entry.dateUpdated === current.dateUpdated) {
        draftID = entry.draftID;
        current = entry;
        emit();
      }
      return;
    }
    clearTimeout(timer);
    const wasShown = current !== null;
    current = entry;
    draftID = entry.draftID;
    if (wasShown) notice = "replaced-by-newer";
    restored(entry.draft);
    options.onRestore?.(entry.draft, "other-tab");
    emit();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return {
    initial: current?.draft ?? null,
    load,
    change,
    retry: () => {
      if (isDirty() && status === "idle") void save();
    },
    remove,
    removeAfterPost,
    handleStorage,
    dismissNotice() {
      notice = null;
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe,
    dispose() {
      isDisposed = true;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}

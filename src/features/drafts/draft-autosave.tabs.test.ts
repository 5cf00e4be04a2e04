import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftAutosave } from "./draft-autosave";
import { localDraftKey, type LocalDraft } from "./local-drafts";
import type { ServerDraft } from "./draft-types";
import {
  fakeStorage,
  PATH,
  commentDraft,
  serverDraft,
  fakeApi,
  deferred,
  stored,
} from "./draft-autosave.test-support";

let storage: ReturnType<typeof fakeStorage>;
let log: ReturnType<typeof vi.fn<(message: string, error?: unknown) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  storage = fakeStorage();
  log = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe("draft autosave across tabs, posting and reconnecting", () => {
  it("two tabs: a newer copy from another tab replaces this tab's text, stops its save and tells it", async () => {
    const { api } = fakeApi();
    const onRestore = vi.fn();
    const older = createDraftAutosave({ path: PATH, storage, api, log, onRestore });
    older.change(commentDraft("older tab"));
    vi.advanceTimersByTime(1000);
    const newerEntry: LocalDraft = {
      path: PATH,
      draftID: null,
      draft: commentDraft("newer tab"),
      dateUpdated: Date.now(),
      dateServerSaved: null,
      serverDateUpdated: null,
    };
    older.handleStorage(localDraftKey(newerEntry), JSON.stringify(newerEntry));
    expect(onRestore).toHaveBeenCalledWith(commentDraft("newer tab"), "other-tab");
    expect(older.getSnapshot().notice).toBe("replaced-by-newer");
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).not.toHaveBeenCalled();
    // The newer tab's save re-keys the entry: this tab takes the ID, so its next edit updates that draft.
    const saved = { ...newerEntry, draftID: 10, dateServerSaved: newerEntry.dateUpdated };
    older.handleStorage(localDraftKey(saved), JSON.stringify(saved));
    expect(older.getSnapshot().draftID).toBe(10);
  });

  it("two tabs: the form's echoes of text from another tab are no edits, so they never go back and undo that tab's typing", () => {
    const { api } = fakeApi();
    const older = createDraftAutosave({ path: PATH, storage, api, log, onRestore: vi.fn() });
    older.change(commentDraft("From the first tab"));
    vi.advanceTimersByTime(1000);
    const typed = (text: string): LocalDraft => {
      vi.advanceTimersByTime(10);
      const entry: LocalDraft = {
        path: PATH,
        draftID: null,
        draft: commentDraft(text),
        dateUpdated: Date.now(),
        dateServerSaved: null,
        serverDateUpdated: null,
      };
      // The typing tab writes the shared storage; this tab hears of it.
      storage.setItem(localDraftKey(entry), JSON.stringify(entry));
      older.handleStorage(localDraftKey(entry), JSON.stringify(entry));
      return entry;
    };
    typed("From the first tab, fi");
    const latest = typed("From the first tab, fin");
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    // The form hands back what was put into it, one copy late, with its own lastSaved and field order.
    for (const text of ["From the first tab, fi", "From the first tab, fin"]) {
      const { attributes, ...rest } = commentDraft(text);
      older.change({ attributes: { lastSaved: new Date().toISOString(), ...attributes }, ...rest });
    }
    expect(writes).toEqual([]);
    expect(stored(storage, localDraftKey(latest))?.dateUpdated).toBe(latest.dateUpdated);
    // This tab's own typing is an edit again.
    older.change(commentDraft("From the first tab, fin!"));
    expect(stored(storage, localDraftKey(latest))?.draft).toEqual(commentDraft("From the first tab, fin!"));
  });

  it("posting: the removal waits for a running save, then deletes the local and the server copy (content spec §4)", async () => {
    const { api, calls } = fakeApi();
    const saving = deferred<ServerDraft>();
    api.create.mockReturnValueOnce(saving.promise);
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    const removing = autosave.removeAfterPost();
    saving.resolve(serverDraft(10, commentDraft("Hello")));
    await removing;
    expect(calls).toEqual(["DELETE 10"]);
    expect(storage.map.size).toBe(0);
  });

  it("two tabs: a draft posted or discarded in another tab leaves this tab too, and it is told", () => {
    const { api } = fakeApi();
    const onRestore = vi.fn();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, onRestore });
    autosave.change(commentDraft("Hello"));
    autosave.handleStorage(localDraftKey({ draftID: null, path: PATH }), null);
    expect(onRestore).toHaveBeenCalledWith(null, "other-tab");
    expect(autosave.getSnapshot()).toMatchObject({ hasDraft: false, notice: "removed-elsewhere" });
  });

  it("autosave: a failed save is sent again when the browser is back online, after the 1 s update throttle (content spec §9)", async () => {
    const { api } = fakeApi();
    api.create.mockRejectedValueOnce(Object.assign(new Error("offline"), { status: 0 }));
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, retryMs: 60_000 });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledOnce();
    autosave.retry();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(autosave.getSnapshot().draftID).toBe(10);
  });
});

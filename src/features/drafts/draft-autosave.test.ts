import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftAutosave, type DraftApi } from "./draft-autosave";
import type { DraftInput, ServerDraft } from "./draft-types";
import { localDraftKey, type DraftStorage, type LocalDraft } from "./local-drafts";

/** A Storage over a Map, so each test starts empty and can read what was kept. */
function fakeStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const PATH = "/discussion/1/welcome";

function commentDraft(text: string): DraftInput {
  return {
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: 1,
    attributes: {
      body: JSON.stringify([{ type: "p", children: [{ text }] }]),
      format: "rich2",
      draftMeta: { commentPath: PATH },
    },
  };
}

function serverDraft(
  draftID: number,
  draft: DraftInput,
  dateUpdated = new Date().toISOString(),
): ServerDraft {
  return {
    recordID: null,
    parentRecordType: null,
    parentRecordID: null,
    ...draft,
    draftID,
    draftStatus: "draft",
    dateScheduled: null,
    failedReason: null,
    insertUserID: 2,
    dateInserted: dateUpdated,
    updateUserID: 2,
    dateUpdated,
  };
}

/** A fake drafts API recording calls; each answer can be replaced per test. */
function fakeApi() {
  let nextID = 10;
  const calls: string[] = [];
  const api = {
    get: vi.fn<DraftApi["get"]>(async (id) => {
      calls.push(`GET ${id}`);
      throw Object.assign(new Error("Not Found"), { status: 404 });
    }),
    create: vi.fn<DraftApi["create"]>(async (draft) => {
      calls.push("POST");
      return serverDraft(nextID++, draft);
    }),
    update: vi.fn<DraftApi["update"]>(async (id, draft) => {
      calls.push(`PATCH ${id}`);
      return serverDraft(id, draft);
    }),
    remove: vi.fn<DraftApi["remove"]>(async (id) => {
      calls.push(`DELETE ${id}`);
    }),
  };
  return { api, calls };
}

function stored(storage: ReturnType<typeof fakeStorage>, key: string): LocalDraft | null {
  const text = storage.map.get(key);
  return text ? (JSON.parse(text) as LocalDraft) : null;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let storage: ReturnType<typeof fakeStorage>;
let log: ReturnType<typeof vi.fn<(message: string, error?: unknown) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  storage = fakeStorage();
  log = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe("draft autosave", () => {
  it("autosave: local edits are kept in browser storage keyed by page path at once (content spec §4)", () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    expect(stored(storage, localDraftKey({ draftID: null, path: PATH }))?.draft).toEqual(
      commentDraft("Hello"),
    );
    expect(api.create).not.toHaveBeenCalled();
    const reloaded = createDraftAutosave({ path: PATH, storage, api, log });
    expect(reloaded.initial).toEqual(commentDraft("Hello"));
  });

  it("autosave: a save is sent 5 s after the last change (content spec §4, §9)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("H"));
    await vi.advanceTimersByTimeAsync(4000);
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(4999);
    expect(api.create).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.create).toHaveBeenCalledWith(commentDraft("Hello"));
  });

  it("autosave: when the server returns a new draft ID the local entry is re-keyed and the old one removed (content spec §4)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(storage.map.has(localDraftKey({ draftID: null, path: PATH }))).toBe(false);
    expect(stored(storage, localDraftKey({ draftID: 10, path: PATH }))?.draftID).toBe(10);
    expect(autosave.getSnapshot().draftID).toBe(10);
    autosave.change(commentDraft("Hello again"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.update).toHaveBeenCalledWith(10, commentDraft("Hello again"));
  });

  it("autosave: draft updates are throttled to one a second (content spec §9)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, debounceMs: 100 });
    autosave.change(commentDraft("a"));
    await vi.advanceTimersByTimeAsync(100);
    autosave.change(commentDraft("ab"));
    await vi.advanceTimersByTimeAsync(100);
    expect(api.update).not.toHaveBeenCalled();
    // The first save left at 100 ms: the update waits until 1100 ms.
    await vi.advanceTimersByTimeAsync(899);
    expect(api.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.update).toHaveBeenCalledOnce();
  });

  it("autosave: a save is skipped while a fetch is running, and sent after it (content spec §4)", async () => {
    const { api } = fakeApi();
    const fetching = deferred<ServerDraft>();
    api.get.mockReturnValueOnce(fetching.promise);
    const autosave = createDraftAutosave({ path: PATH, draftID: 3, storage, api, log });
    const loading = autosave.load();
    autosave.change(commentDraft("typed while loading"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.update).not.toHaveBeenCalled();
    expect(api.create).not.toHaveBeenCalled();
    fetching.resolve(serverDraft(3, commentDraft("old"), "2025-12-31T00:00:00Z"));
    await loading;
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.update).toHaveBeenCalledWith(3, commentDraft("typed while loading"));
  });

  it("autosave: a save is skipped when the local draft is not newer than the last server save (content spec §4)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledOnce();
    autosave.retry();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.update).not.toHaveBeenCalled();
  });

  it("autosave: on load a newer local draft is pushed to the server with autosave paused (content spec §4)", async () => {
    const { api } = fakeApi();
    storage.setItem(
      localDraftKey({ draftID: 5, path: PATH }),
      JSON.stringify({
        path: PATH,
        draftID: 5,
        draft: commentDraft("newer here"),
        dateUpdated: Date.parse("2026-01-01T00:00:00Z"),
        dateServerSaved: Date.parse("2025-12-31T00:00:00Z"),
        serverDateUpdated: "2025-12-31T00:00:00Z",
      }),
    );
    api.get.mockResolvedValueOnce(serverDraft(5, commentDraft("older there"), "2025-12-31T00:00:00Z"));
    const pushing = deferred<ServerDraft>();
    api.update.mockReturnValueOnce(pushing.promise);
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    expect(autosave.initial).toEqual(commentDraft("newer here"));
    const loading = autosave.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.update).toHaveBeenCalledWith(5, commentDraft("newer here"));
    autosave.change(commentDraft("typed during the push"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.update).toHaveBeenCalledOnce();
    pushing.resolve(serverDraft(5, commentDraft("newer here")));
    await loading;
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.update).toHaveBeenLastCalledWith(5, commentDraft("typed during the push"));
  });

  it("autosave: on load a server draft saved elsewhere after this copy wins, and the tab is told (content spec §4)", async () => {
    const { api } = fakeApi();
    storage.setItem(
      localDraftKey({ draftID: 5, path: PATH }),
      JSON.stringify({
        path: PATH,
        draftID: 5,
        draft: commentDraft("old here"),
        dateUpdated: Date.parse("2025-12-30T00:00:00Z"),
        dateServerSaved: Date.parse("2025-12-29T00:00:00Z"),
        serverDateUpdated: "2025-12-29T00:00:00Z",
      }),
    );
    api.get.mockResolvedValueOnce(serverDraft(5, commentDraft("newer there"), "2025-12-31T00:00:00Z"));
    const onRestore = vi.fn();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, onRestore });
    await autosave.load();
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining(commentDraft("newer there")), "server");
    expect(autosave.getSnapshot().notice).toBe("replaced-by-newer");
    expect(api.update).not.toHaveBeenCalled();
  });

  it("autosave: if fetching the draft fails the local draft is saved as a new draft (content spec §4, §8)", async () => {
    const { api } = fakeApi();
    storage.setItem(
      localDraftKey({ draftID: 5, path: PATH }),
      JSON.stringify({
        path: PATH,
        draftID: 5,
        draft: commentDraft("mine"),
        dateUpdated: 1,
        dateServerSaved: null,
      }),
    );
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    await autosave.load();
    expect(log).toHaveBeenCalledWith("Error fetching draft from server", expect.anything());
    expect(api.create).toHaveBeenCalledWith(commentDraft("mine"));
    expect(autosave.getSnapshot().draftID).toBe(10);
    expect(storage.map.has(localDraftKey({ draftID: 5, path: PATH }))).toBe(false);
  });

  it("autosave: if fetching fails without a local draft the draft ID is cleared (content spec §4)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, draftID: 5, storage, api, log });
    await autosave.load();
    expect(autosave.getSnapshot().draftID).toBeNull();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("autosave: removing a draft deletes the local and the server copy unless told otherwise (content spec §4)", async () => {
    const { api, calls } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await autosave.remove()).toBe(true);
    expect(calls).toEqual(["POST", "DELETE 10"]);
    expect(storage.map.size).toBe(0);
    expect(autosave.getSnapshot().hasDraft).toBe(false);

    const kept = createDraftAutosave({ path: PATH, storage, api, log });
    kept.change(commentDraft("Again"));
    await vi.advanceTimersByTimeAsync(5000);
    await kept.remove({ keepServer: true });
    expect(calls).toEqual(["POST", "DELETE 10", "POST"]);
    expect(storage.map.size).toBe(0);
  });

  it("autosave: removal is ignored during a save (content spec §4)", async () => {
    const { api } = fakeApi();
    const saving = deferred<ServerDraft>();
    api.create.mockReturnValueOnce(saving.promise);
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await autosave.remove()).toBe(false);
    saving.resolve(serverDraft(10, commentDraft("Hello")));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getSnapshot().hasDraft).toBe(true);
    expect(api.remove).not.toHaveBeenCalled();
  });

  it("autosave: a failed save is logged as Error autosaving draft and retried without a new change (content spec §8)", async () => {
    const { api } = fakeApi();
    api.create.mockRejectedValueOnce(Object.assign(new Error("offline"), { status: 0 }));
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Hello"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toHaveBeenCalledWith("Error autosaving draft", expect.any(Error));
    expect(autosave.getSnapshot().draftID).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(autosave.getSnapshot().draftID).toBe(10);
  });

  it("autosave: a comment draft without body content is not created and is logged (content spec §5, §8)", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("   "));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("Invalid draft, no body content");
  });

  it("autosave: a stored draft of unknown structure or invalid meta is rejected and logged (content spec §5, §8)", () => {
    const { api } = fakeApi();
    storage.setItem(
      localDraftKey({ draftID: null, path: PATH }),
      JSON.stringify({ path: PATH, dateUpdated: 1, draft: { recordType: "comment", attributes: 3 } }),
    );
    expect(createDraftAutosave({ path: PATH, storage, api, log }).initial).toBeNull();
    expect(log).toHaveBeenCalledWith("Draft attributes contain unknown structure");
    const meta = {
      ...commentDraft("x"),
      attributes: { ...commentDraft("x").attributes, draftMeta: { commentParentID: "7" } },
    };
    storage.setItem(
      localDraftKey({ draftID: null, path: PATH }),
      JSON.stringify({ path: PATH, dateUpdated: 1, draft: meta }),
    );
    expect(createDraftAutosave({ path: PATH, storage, api, log }).initial).toBeNull();
    expect(log).toHaveBeenCalledWith("Invalid draft meta");
  });

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

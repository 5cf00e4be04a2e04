import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftAutosave } from "./draft-autosave";
import { localDraftKey } from "./local-drafts";
import type { ServerDraft } from "./draft-types";
import {
  fakeStorage,
  PATH,
  commentDraft,
  serverDraft,
  fakeApi,
  stored,
  deferred,
} from "./draft-autosave.test-support";

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
});

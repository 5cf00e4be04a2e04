import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftAutosave } from "./draft-autosave";
import { localDraftKey, writeLocalDraft } from "./local-drafts";
import {
  commentDraft,
  deferred,
  fakeApi,
  fakeStorage,
  PATH,
  serverDraft,
} from "./draft-autosave.test-support";
import type { ServerDraft } from "./draft-types";

let storage: ReturnType<typeof fakeStorage>;
const log = () => undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  storage = fakeStorage();
});
afterEach(() => vi.useRealTimers());

describe("the save state of a draft (content spec §4: local at once, the server 5 s later)", () => {
  it("is on this device from the first keystroke, saving at 5 s, saved once the server answered", async () => {
    const { api } = fakeApi();
    const answer = deferred<ServerDraft>();
    api.create.mockImplementationOnce(() => answer.promise);
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    const states: string[] = [];
    autosave.subscribe(() => states.push(autosave.getSnapshot().saveState));
    expect(autosave.getSnapshot().saveState).toBe("none");

    autosave.change(commentDraft("H"));
    expect(autosave.getSnapshot().saveState).toBe("local");
    await vi.advanceTimersByTimeAsync(4999);
    expect(autosave.getSnapshot().saveState).toBe("local");
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getSnapshot().saveState).toBe("saving");
    answer.resolve(serverDraft(10, commentDraft("H")));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getSnapshot().saveState).toBe("saved");

    // The next keystroke is on this device only again, at once.
    autosave.change(commentDraft("Hi"));
    expect(autosave.getSnapshot().saveState).toBe("local");
    expect(states).toEqual(["local", "saving", "saved", "local"]);
  });

  it("stays on this device when the server save fails, and is saved after the retry", async () => {
    const { api } = fakeApi();
    api.create.mockRejectedValueOnce(Object.assign(new TypeError("Failed to fetch"), { status: 0 }));
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, retryMs: 5000 });
    autosave.change(commentDraft("Offline words"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledOnce();
    expect(autosave.getSnapshot().saveState).toBe("local");
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(autosave.getSnapshot().saveState).toBe("saved");
  });

  it("is back to none once the draft is removed", async () => {
    const { api } = fakeApi();
    const autosave = createDraftAutosave({ path: PATH, storage, api, log });
    autosave.change(commentDraft("Gone soon"));
    await autosave.remove();
    expect(autosave.getSnapshot().saveState).toBe("none");
  });

  it("text typed before the engine started is fresh typing: saved 5 s after the last change, not pushed at load", async () => {
    const { api } = fakeApi();
    const typed = commentDraft("Typed early");
    // What the page kept in storage while the engine was still loading.
    writeLocalDraft(
      storage,
      {
        path: PATH,
        draftID: null,
        draft: typed,
        dateUpdated: Date.now(),
        dateServerSaved: null,
        serverDateUpdated: null,
      },
      log,
    );
    const autosave = createDraftAutosave({ path: PATH, storage, api, log, typed });
    await autosave.load();
    expect(api.create).not.toHaveBeenCalled();
    autosave.change(typed);
    expect(autosave.getSnapshot().saveState).toBe("local");
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.create).toHaveBeenCalledWith(typed);
    expect(storage.map.has(localDraftKey({ draftID: 10, path: PATH }))).toBe(true);
  });
});

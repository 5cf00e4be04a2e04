import { vi } from "vitest";
import type { DraftApi } from "./draft-autosave";
import type { DraftInput, ServerDraft } from "./draft-types";
import type { DraftStorage, LocalDraft } from "./local-drafts";
/** A Storage over a Map, so each test starts empty and can read what was kept. */
export function fakeStorage(): DraftStorage & { map: Map<string, string> } {
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

export const PATH = "/discussion/1/welcome";

export function commentDraft(text: string): DraftInput {
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

export function serverDraft(
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
export function fakeApi() {
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

export function stored(storage: ReturnType<typeof fakeStorage>, key: string): LocalDraft | null {
  const text = storage.map.get(key);
  return text ? (JSON.parse(text) as LocalDraft) : null;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

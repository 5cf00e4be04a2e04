import type { DraftInput } from "./draft-types";
import { DRAFT_LOGS, validateDraftInput } from "./draft-validation";

/** The storage the drafts use: `localStorage` in the browser, a fake in tests. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** Every local draft's storage key starts with this. */
export const LOCAL_DRAFT_PREFIX = "plaza:draft:";

/** One local draft (content spec §4 "local edits are kept in browser storage"). */
export interface LocalDraft {
  /** The page the draft belongs to (a comment's discussion page, the create form's path). */
  path: string;
  /** The server's ID once a save created it. */
  draftID: number | null;
  draft: DraftInput;
  /** When this copy was edited (ms since the epoch). */
  dateUpdated: number;
  /** The edit time of the copy the server last stored (ms), or null when it never did. */
  dateServerSaved: number | null;
  /** The server's `dateUpdated` of that save, to tell whether someone else saved since. */
  serverDateUpdated: string | null;
}

/** The storage key of a draft: by its draft ID once it has one, by its page path before (content spec §4). */
export function localDraftKey(where: { draftID: number | null; path: string }): string {
  return where.draftID !== null
    ? `${LOCAL_DRAFT_PREFIX}id:${where.draftID}`
    : `${LOCAL_DRAFT_PREFIX}path:${where.path}`;
}

/** Reads a stored entry; a malformed one is logged and reads as none. */
export function parseLocalDraft(text: string | null, log: (message: string) => void): LocalDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LocalDraft> | null;
    if (!value || typeof value.path !== "string" || typeof value.dateUpdated !== "number") {
      log(DRAFT_LOGS.unknownStructure);
      return null;
    }
    const problem = validateDraftInput(value.draft);
    if (problem) {
      log(problem);
      return null;
    }
    return {
      path: value.path,
      draftID: typeof value.draftID === "number" ? value.draftID : null,
      draft: value.draft as DraftInput,
      dateUpdated: value.dateUpdated,
      dateServerSaved: typeof value.dateServerSaved === "number" ? value.dateServerSaved : null,
      serverDateUpdated: typeof value.serverDateUpdated === "string" ? value.serverDateUpdated : null,
    };
  } catch {
    log(DRAFT_LOGS.unknownStructure);
    return null;
  }
}

/** Every storage key of a local draft. */
function localDraftKeys(storage: DraftStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LOCAL_DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * The local draft of a page: the one keyed by `draftID` when given, else the newest entry whose path
 * is `path` (an entry keyed by draft ID still remembers its page, so a reload finds it).
 */
export function findLocalDraft(
  storage: DraftStorage,
  where: { draftID: number | null; path: string },
  log: (message: string) => void,
): LocalDraft | null {
  if (where.draftID !== null) {
    const byID = parseLocalDraft(storage.getItem(localDraftKey(where)), log);
    if (byID) return byID;
  }
  let newest: LocalDraft | null = null;
  for (const key of localDraftKeys(storage)) {
    const entry = parseLocalDraft(storage.getItem(key), log);
    if (entry?.path === where.path && (!newest || entry.dateUpdated > newest.dateUpdated)) newest = entry;
  }
  return newest;
}

/** Writes an entry under its key. NOTE: a full storage (quota) is logged, never thrown. */
export function writeLocalDraft(
  storage: DraftStorage,
  entry: LocalDraft,
  log: (message: string, error?: unknown) => void,
) {
  try {
    storage.setItem(localDraftKey(entry), JSON.stringify(entry));
  } catch (error) {
    log(DRAFT_LOGS.autosave, error);
  }
}

/**
 * Removes every draft kept in this browser (and the names they remember, `plaza:draft-labels`): on
 * sign-out, so the next person to sign in on a shared browser never sees the last one's drafts.
 */
export function forgetLocalDrafts(storage: DraftStorage) {
  for (const key of localDraftKeys(storage)) storage.removeItem(key);
  storage.removeItem("plaza:draft-labels");
}

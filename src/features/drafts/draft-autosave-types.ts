import type { DraftInput, ServerDraft } from "./draft-types";
import type { DraftStorage } from "./local-drafts";

// The autosave engine's surface (draft-autosave.ts): the calls it makes, what it shows, its options.

/** The drafts calls the engine makes (content spec §7). */
export interface DraftApi {
  get(draftID: number): Promise<ServerDraft>;
  create(draft: DraftInput): Promise<ServerDraft>;
  update(draftID: number, draft: DraftInput): Promise<ServerDraft>;
  remove(draftID: number): Promise<void>;
}

/** What the engine is doing; saves wait while it is not idle (content spec §4). */
export type AutosaveStatus = "idle" | "fetching" | "saving" | "deleting";

/** Where restored text came from: this browser's storage, the server, or another tab of this browser. */
export type RestoreSource = "local" | "server" | "other-tab";

/**
 * Where the member's latest text is, for the save state next to the form: `local` kept in this
 * browser only (the server save is not yet due, failed or the network is down), `saving` on its way
 * to the server, `saved` the server holds it; `none` without a draft.
 */
export type SaveState = "none" | "local" | "saving" | "saved";

/** What the engine shows its binding. */
export interface AutosaveSnapshot {
  status: AutosaveStatus;
  saveState: SaveState;
  draftID: number | null;
  /** A draft (local or saved) exists for this page. */
  hasDraft: boolean;
  /** Set when a newer copy from another tab or the server replaced this tab's text. */
  notice: "replaced-by-newer" | "removed-elsewhere" | null;
}

/** Options of {@link createDraftAutosave}. */
export interface AutosaveOptions {
  /** The page the draft belongs to (its local key before it has a draft ID). */
  path: string;
  /** A draft ID the page was opened with (a draft link). */
  draftID?: number | null;
  storage: DraftStorage;
  api: DraftApi;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  debounceMs?: number;
  throttleMs?: number;
  retryMs?: number;
  /**
   * What the member typed on this page before the engine started (kept in storage meanwhile): a
   * stored copy with this content is fresh typing, saved 5 s after the last change, not a copy of an
   * earlier visit pushed at load.
   */
  typed?: DraftInput | null;
  /** Told the text to show when it comes from elsewhere than the member's typing here. */
  onRestore?: (draft: DraftInput | null, source: RestoreSource) => void;
}

/** The autosave of one draft. */
export interface DraftAutosave {
  /** The local copy, read synchronously so the form shows it at once. */
  readonly initial: DraftInput | null;
  /** Reconciles the local copy with the server's (content spec §4 "On load"). */
  load(): Promise<void>;
  /** Keeps the new text locally now and schedules its save. */
  change(draft: DraftInput): void;
  /** Tries a pending save now (back online, a retry). */
  retry(): void;
  /** Deletes the local and, unless `keepServer`, the server copy; false when ignored (a save or delete runs). */
  remove(options?: { keepServer?: boolean }): Promise<boolean>;
  /** Waits for the running call, stops pending saves, then removes (posting from a draft). */
  removeAfterPost(): Promise<void>;
  /** Another tab wrote `key` (a `storage` event). */
  handleStorage(key: string | null, newValue: string | null): void;
  /** Clears the notice once the member saw it. */
  dismissNotice(): void;
  getSnapshot(): AutosaveSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

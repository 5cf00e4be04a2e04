import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../runtime/api/api-error";
import { errorMessageOf } from "../../ui/toasts/error-message";
import type { EditorApi, LayoutDraft } from "./editor-api";
import { validateDocument, type EditorDocument } from "./model";

/** Where the edits are: on the server, on their way, refused, or in conflict with another manager's. */
export type SaveState =
  | { kind: "saved" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "invalid"; count: number }
  | { kind: "conflict"; message: string; description?: string }
  | { kind: "error"; message: string };

/** The document a draft answer holds. */
export function documentOfDraft(draft: LayoutDraft): EditorDocument {
  return draft.titleBar ? { layout: draft.layout, titleBar: draft.titleBar } : { layout: draft.layout };
}

type ServerState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "conflict"; message: string; description?: string }
  | { kind: "error"; message: string; document: EditorDocument };

interface DraftSyncOptions {
  api: EditorApi;
  layoutID: string;
  /** The document being edited now. */
  document: EditorDocument;
  /** The draft the editor was loaded with (its document is the one saved, its version the one to send). */
  loaded: { document: EditorDocument; version: number };
  /** Starts the editor over on another manager's version (after a conflict). */
  onReload: (document: EditorDocument) => void;
  /** How long typing pauses before the draft is saved. */
  delayMs?: number;
  /** Nothing is saved while true (a keyboard move in progress: Escape may still take it back). */
  paused?: boolean;
}

/**
 * Autosaves the document to the layout's server draft: a while after the last edit, never an invalid
 * document, always with the version of the last answer. A 409 stops autosaving and shows its message
 * until the manager reloads the other version (nothing is ever overwritten silently).
 */
export function useDraftSync({
  api,
  layoutID,
  document,
  loaded,
  onReload,
  delayMs = 800,
  paused = false,
}: DraftSyncOptions) {
  // The saved document, as state for rendering and as a ref for the save callbacks.
  const [savedDoc, setSavedDoc] = useState(loaded.document);
  const saved = useRef(loaded.document);
  const version = useRef(loaded.version);
  const latest = useRef(document);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [server, setServer] = useState<ServerState>({ kind: "idle" });

  useEffect(() => {
    latest.current = document;
  });

  const markSaved = useCallback((doc: EditorDocument) => {
    saved.current = doc;
    setSavedDoc(doc);
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const doc = latest.current;
    if (doc === saved.current) return true;
    if (validateDocument(doc).length > 0) return false;
    setServer({ kind: "saving" });
    const run = api
      .saveDraft(layoutID, doc, version.current)
      .then((draft) => {
        version.current = draft.version;
        markSaved(doc);
        setServer({ kind: "idle" });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          setServer({ kind: "conflict", message: error.message, description: error.description });
        } else {
          setServer({ kind: "error", message: errorMessageOf(error), document: doc });
        }
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [api, layoutID, markSaved]);

  const problems = useMemo(
    () => (document === savedDoc ? 0 : validateDocument(document).length),
    [document, savedDoc],
  );
  const state: SaveState =
    server.kind === "conflict"
      ? server
      : server.kind === "saving"
        ? { kind: "saving" }
        : server.kind === "error" && server.document === document
          ? { kind: "error", message: server.message }
          : document === savedDoc
            ? { kind: "saved" }
            : problems > 0
              ? { kind: "invalid", count: problems }
              : { kind: "unsaved" };
  const waiting = state.kind === "unsaved" && !paused;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer);
  }, [document, waiting, save, delayMs]);

  const blocked = server.kind === "conflict";
  /** Saves now what is not saved yet; true when the server has the document. */
  const flush = useCallback(async () => (blocked ? false : save()), [blocked, save]);

  /** After a conflict: loads the other manager's version and starts over on it. */
  const reloadTheirs = useCallback(async () => {
    const draft = await api.loadDraft(layoutID);
    const doc = documentOfDraft(draft);
    version.current = draft.version;
    latest.current = doc;
    markSaved(doc);
    setServer({ kind: "idle" });
    onReload(doc);
  }, [api, layoutID, onReload, markSaved]);

  const publish = useCallback(async () => {
    if (!(await flush())) return false;
    await api.publish(layoutID, version.current);
    // Publishing takes the draft's version up by one (server/layouts/layout-history.ts): the next
    // edit saves from there, not from the version the draft had.
    version.current += 1;
    return true;
  }, [api, layoutID, flush]);

  /**
   * Saves what is not saved yet, then has the draft publish by itself at `date`: "unsaved" when the
   * edits could not be saved, "noDraft" when the layout has no draft (nothing changed yet).
   */
  const schedule = useCallback(
    async (date: Date): Promise<"scheduled" | "unsaved" | "noDraft"> => {
      if (!(await flush())) return "unsaved";
      if (version.current === 0) return "noDraft";
      await api.schedule(layoutID, version.current, date.toISOString());
      return "scheduled";
    },
    [api, layoutID, flush],
  );

  const dirty = document !== savedDoc || server.kind === "saving";
  return { state, dirty, flush, publish, schedule, reloadTheirs };
}

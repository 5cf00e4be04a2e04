import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { cx } from "@linaria/core";
import { Link } from "wouter";
import { useLeaveGuard } from "../../../runtime/forms";
import { t } from "../../../runtime/i18n/t";
import type { LayoutDefinitionNode, LayoutViewType } from "../../../schemas/layout/node.schema";
import { Button } from "../../ui/Button";
import { Loader } from "../../ui/Loader";
import { UnsavedChangesDialog } from "../../ui/forms";
import { errorMessageOf } from "../../ui/toasts/error-message";
import { AdvancedDialog } from "./AdvancedDialog";
import { Canvas, type CanvasWidth } from "./Canvas";
import { CatalogPicker, type CatalogChoice } from "./CatalogPicker";
import { catalogEntry } from "./catalog-info";
import {
  createEditorApi,
  type EditorApi,
  type FragmentSummary,
  type LayoutCatalog,
  type LayoutDraft,
  type PreviewAs,
  type RoleSummary,
} from "./editor-api";
import { editorReducer, initialUiState, pathKey } from "./editor-state";
import {
  applyOperation,
  keyboardMoveTarget,
  listLength,
  newNodeOf,
  nodeAt,
  nodeFromClipboard,
  nodeToClipboard,
  outlineOf,
  setDefinitionValidators,
  setServerWidgetNames,
  isCustomWidgetKey,
  type EditorDocument,
  type EditorOperation,
  type NodePath,
  type OutlineItem,
  type Slot,
} from "./model";
import { Outline, type OutlineCommands } from "./Outline";
import { itemLabel, placeName } from "./outline-labels";
import { PublishLaterDialog } from "./PublishLaterDialog";
import { ScheduleNotice, type Schedule } from "./ScheduleNotice";
import { SettingsPanel } from "./SettingsPanel";
import { documentOfDraft, useDraftSync, type SaveState } from "./use-draft-sync";
import * as styles from "./LayoutEditor.styles";

/** Where the editor's Back link goes: the dashboard's layouts. */
export const LAYOUTS_URL = "/dashboard/layouts";

/** Props of {@link LayoutEditor}. */
export interface LayoutEditorProps {
  layoutID: string;
  /** The layout API (tests pass one over an in-process server). */
  api?: EditorApi;
  /** How long edits pause before the draft is saved. */
  autosaveDelayMs?: number;
  /** How long edits pause before the canvas is hydrated again. */
  hydrateDelayMs?: number;
}

interface Loaded {
  draft: LayoutDraft;
  document: EditorDocument;
  catalog: LayoutCatalog;
  roles: RoleSummary[];
  fragments: FragmentSummary[];
}

/**
 * The layout editor (`/dashboard/layouts/{layoutID}/edit`, site.manage): loads the layout's draft,
 * the catalog of its view type, the roles and the custom fragments, then shows the editor.
 */
export function LayoutEditor({
  layoutID,
  api: givenApi,
  autosaveDelayMs,
  hydrateDelayMs,
}: LayoutEditorProps) {
  const api = useMemo(() => givenApi ?? createEditorApi(), [givenApi]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const draft = await api.loadDraft(layoutID);
      const [catalog, roles, fragments] = await Promise.all([
        api.catalog(draft.layoutViewType),
        api.roles().catch(() => []),
        api.fragments().catch(() => []),
      ]);
      // Every edit is checked with the server's own validators, compiled by the server.
      setDefinitionValidators(await api.definitionValidators(catalog));
      setServerWidgetNames(
        Object.fromEntries(
          Object.entries(catalog.widgets)
            .filter(([hydrate]) => isCustomWidgetKey(hydrate))
            .map(([hydrate, item]) => [hydrate, item.name]),
        ),
      );
      if (live) setLoaded({ draft, document: documentOfDraft(draft), catalog, roles, fragments });
    })().catch((failure: unknown) => live && setError(errorMessageOf(failure)));
    return () => {
      live = false;
    };
  }, [api, layoutID]);

  if (error) {
    return (
      <div className={styles.failed}>
        <h1>{t("Edit Layout")}</h1>
        <p role="alert">{error}</p>
        <Link href={LAYOUTS_URL}>{t("Back to layouts")}</Link>
      </div>
    );
  }
  if (!loaded) return <Loader size="fullPage" />;
  return (
    <EditorWorkspace
      api={api}
      layoutID={layoutID}
      loaded={loaded}
      autosaveDelayMs={autosaveDelayMs}
      hydrateDelayMs={hydrateDelayMs}
    />
  );
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case "saved":
      return t("Saved");
    case "saving":
      return t("Saving…");
    case "unsaved":
      return t("Not saved yet");
    case "invalid":
      return t("Not saved: fix the problems in the settings first.");
    case "conflict":
      return state.message;
    case "error":
      return state.message;
  }
}

/** The slot of a row's list and its index (a node's own place). */
function ownSlot(path: NodePath): Slot | null {
  const index = path[path.length - 1];
  if (typeof index !== "number") return null;
  if (path.length === 2) return { parent: null, region: "layout", index };
  const region = path[path.length - 2];
  return typeof region === "string" ? { parent: path.slice(0, -2), region, index } : null;
}

/** The schedule a draft answer holds, if any. */
function scheduleOf(draft: LayoutDraft): Schedule | null {
  return draft.dateScheduled
    ? { dateScheduled: draft.dateScheduled, scheduledBy: draft.scheduleUser?.name ?? null }
    : null;
}

type Picker = { kind: "widget"; slot: Slot } | { kind: "section"; slot: Slot };

function EditorWorkspace({
  api,
  layoutID,
  loaded,
  autosaveDelayMs,
  hydrateDelayMs,
}: {
  api: EditorApi;
  layoutID: string;
  loaded: Loaded;
  autosaveDelayMs?: number;
  hydrateDelayMs?: number;
}) {
  const { draft, catalog, roles, fragments } = loaded;
  const viewType: LayoutViewType = draft.layoutViewType;
  const [state, dispatch] = useReducer(editorReducer, loaded.document, initialUiState);
  const { document, selection } = state.editor;
  const items = useMemo(() => outlineOf(document), [document]);
  const selectedItem = items.find((item) => pathKey(item.path) === pathKey(selection));
  const selectedNode = selection && selectedItem?.kind !== "region" ? nodeAt(document, selection) : undefined;
  const [announcement, setAnnouncement] = useState("");
  const [width, setWidth] = useState<CanvasWidth>("desktop");
  const [preview, setPreview] = useState<PreviewAs>({ kind: "self" });
  const [picker, setPicker] = useState<Picker | null>(null);
  const [advanced, setAdvanced] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const [schedule, setSchedule] = useState<Schedule | null>(() => scheduleOf(draft));
  const [publishLater, setPublishLater] = useState(false);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const memoryClipboard = useRef<string | null>(null);
  const outlineRef = useRef<HTMLDivElement>(null);
  const settingsRef = useRef<HTMLDivElement>(null);
  const headingID = useId();

  const onReload = useCallback((doc: EditorDocument) => dispatch({ type: "load", document: doc }), []);
  const sync = useDraftSync({
    api,
    layoutID,
    document,
    loaded: { document: loaded.document, version: draft.version },
    onReload,
    delayMs: autosaveDelayMs,
    paused: state.moving !== null,
  });
  useLeaveGuard(sync.dirty, (go) => setProceed(() => go));

  const announce = (text: string) =>
    setAnnouncement((current) => (current === text ? `${text}\u00a0` : text));
  const apply = (operation: EditorOperation) => dispatch({ type: "apply", operation });
  const focusOutline = () => outlineRef.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();

  /** "position 2 of 3 in Main top" for where a node is in a document. */
  const positionText = (doc: EditorDocument, path: NodePath) => {
    const slot = ownSlot(path);
    const item = outlineOf(doc).find((row) => pathKey(row.path) === pathKey(path));
    if (!slot || !item) return "";
    return t("position {position} of {count} in {place}", {
      position: slot.index + 1,
      count: listLength(doc, slot),
      place: placeName(item),
    });
  };

  /** Where pasted or added widgets go from the selection: after a widget, at a region's end. */
  const widgetSlot = (): Slot | null => {
    if (!selectedItem) return null;
    if (selectedItem.kind === "region") return selectedItem.slot ?? null;
    if (selectedItem.kind === "widget") {
      const slot = ownSlot(selectedItem.path);
      return slot && { ...slot, index: slot.index + 1 };
    }
    const at = items.indexOf(selectedItem);
    return items.slice(at + 1).find((item) => item.kind === "region")?.slot ?? null;
  };
  const sectionSlot = (): Slot => {
    const section = selection && typeof selection[1] === "number" ? selection[1] : document.layout.length - 1;
    return { parent: null, region: "layout", index: section + 1 };
  };

  const commands: OutlineCommands = {
    select: (path) => dispatch({ type: "select", path }),
    openSettings: () => setFocusRequest((n) => n + 1),
    pickUp: () => {
      if (!selectedItem || selectedItem.kind === "region") return;
      dispatch({ type: "pickUp" });
      announce(
        t("Picked up {name}, {position}. Arrow keys move it, Enter drops it, Escape cancels.", {
          name: itemLabel(selectedItem),
          position: positionText(document, selectedItem.path),
        }),
      );
    },
    moveStep: (direction) => {
      if (!selection) return;
      const to = keyboardMoveTarget(document, selection, direction);
      const next = to && applyOperation(state.editor, { type: "move", from: selection, to });
      if (!to || !next || next === state.editor || !next.selection) {
        announce(t("It cannot move further."));
        return;
      }
      apply({ type: "move", from: selection, to });
      announce(t("Moved to {position}", { position: positionText(next.document, next.selection) }));
    },
    drop: () => {
      dispatch({ type: "drop" });
      announce(
        selection
          ? t("Dropped at {position}", { position: positionText(document, selection) })
          : t("Dropped"),
      );
    },
    cancelMove: () => {
      const before = state.moving?.before;
      dispatch({ type: "cancelMove" });
      announce(
        before?.selection
          ? t("Move cancelled: back at {position}", {
              position: positionText(before.document, before.selection),
            })
          : t("Move cancelled"),
      );
    },
    remove: () => {
      if (!selectedItem || selectedItem.kind === "region") return;
      apply({ type: "remove", path: selectedItem.path });
      announce(t("Removed {name}", { name: itemLabel(selectedItem) }));
    },
    duplicate: () => {
      if (!selectedItem || selectedItem.kind === "region") return;
      apply({ type: "duplicate", path: selectedItem.path });
      announce(t("Duplicated {name}", { name: itemLabel(selectedItem) }));
    },
    copy: () => {
      if (!selectedItem || selectedItem.kind === "region" || !selectedNode) return;
      const text = nodeToClipboard(selectedNode);
      memoryClipboard.current = text;
      void navigator.clipboard?.writeText(text).catch(() => {});
      announce(t("Copied {name}", { name: itemLabel(selectedItem) }));
    },
    paste: () => {
      void (async () => {
        let text = memoryClipboard.current;
        try {
          const fromSystem = await navigator.clipboard?.readText();
          if (fromSystem && nodeFromClipboard(fromSystem)) text = fromSystem;
        } catch {
          // No permission to read the system clipboard: the editor's own copy stays.
        }
        const node = text ? nodeFromClipboard(text) : null;
        if (!node) {
          announce(t("There is nothing to paste."));
          return;
        }
        const isSection = catalogEntry(catalog, node.$hydrate) && node.$hydrate in catalog.sections;
        const slot = isSection ? sectionSlot() : widgetSlot();
        if (!slot) {
          announce(t("Select a region or a widget to paste after."));
          return;
        }
        apply({ type: "add", slot, node });
        announce(t("Pasted {name}", { name: catalogEntry(catalog, node.$hydrate)?.name ?? node.$hydrate }));
      })();
    },
    moveTo: (from, to) => {
      const next = applyOperation(state.editor, { type: "move", from, to });
      if (next === state.editor || !next.selection) {
        announce(t("It cannot move there."));
        return;
      }
      apply({ type: "move", from, to });
      announce(t("Moved to {position}", { position: positionText(next.document, next.selection) }));
    },
  };

  // Undo and redo from anywhere in the editor but a text field (which has its own).
  const undoRedo = useRef({ dispatch, blocked: false });
  useEffect(() => {
    undoRedo.current.blocked = picker !== null || advanced || proceed !== null || publishLater;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (undoRedo.current.blocked || isEditable(event.target) || event.altKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undoRedo.current.dispatch({ type: "undo" });
      } else if ((key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey)) {
        event.preventDefault();
        undoRedo.current.dispatch({ type: "redo" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const addChoices = (kind: "widget" | "section"): CatalogChoice[] => {
    const groups = kind === "section" ? [catalog.sections] : [catalog.widgets, catalog.assets];
    return groups
      .flatMap((group) => Object.entries(group).map(([hydrate, item]) => ({ hydrate, name: item.name })))
      .filter((choice) => choice.hydrate !== "react.titlebar")
      .sort((a, b) => a.name.localeCompare(b.name));
  };
  const onPick = (hydrate: string) => {
    if (!picker) return;
    const node: LayoutDefinitionNode = newNodeOf(hydrate, catalogEntry(catalog, hydrate)?.schema);
    apply({ type: "add", slot: picker.slot, node });
    setPicker(null);
    announce(t("Added {name}", { name: catalogEntry(catalog, hydrate)?.name ?? hydrate }));
    requestAnimationFrame(focusOutline);
  };

  const publish = async () => {
    setPublishing(true);
    setPublished(null);
    try {
      if (await sync.publish()) {
        setPublished(t("Published"));
        setSchedule(null);
      }
    } catch (failure) {
      setPublished(errorMessageOf(failure));
    } finally {
      setPublishing(false);
    }
  };

  /** Schedules the draft; answers the message to show in the dialog when it could not. */
  const scheduleAt = async (date: Date): Promise<string | null> => {
    try {
      const outcome = await sync.schedule(date);
      if (outcome === "unsaved") return t("Not saved: fix the problems in the settings first.");
      if (outcome === "noDraft") return t("There are no changes to publish yet.");
      // Who scheduled it, as the server recorded it.
      const reloaded = await api.loadDraft(layoutID).catch(() => null);
      setSchedule(
        (reloaded && scheduleOf(reloaded)) ?? { dateScheduled: date.toISOString(), scheduledBy: null },
      );
      setPublished(null);
      return null;
    } catch (failure) {
      return errorMessageOf(failure);
    }
  };
  const cancelSchedule = async () => {
    try {
      await api.cancelSchedule(layoutID);
      setSchedule(null);
      setPublished(t("The draft will not be published by itself."));
    } catch (failure) {
      setPublished(errorMessageOf(failure));
    }
  };

  const widgetTarget = widgetSlot();
  const entry = selectedNode ? catalogEntry(catalog, selectedNode.$hydrate) : undefined;
  const selectedRow: OutlineItem | undefined = selectedItem;
  const canUndo = state.editor.past.length > 0 && !state.moving;
  const canRedo = state.editor.future.length > 0 && !state.moving;

  return (
    <div className={styles.editor}>
      <header className={styles.topBar}>
        <Link href={LAYOUTS_URL} className={styles.backLink}>
          {t("Back to layouts")}
        </Link>
        <h1 id={headingID} className={styles.title}>
          {draft.name}
        </h1>
        <p role="status" className={styles.saveState} data-save-state={sync.state.kind}>
          {published ?? saveStateText(sync.state)}
        </p>
        {sync.state.kind === "conflict" && (
          <Button buttonType="standard" onClick={() => void sync.reloadTheirs()}>
            {t("Load their version")}
          </Button>
        )}
        <div role="group" aria-label={t("History")} className={styles.group}>
          <Button
            buttonType="standard"
            disabled={!canUndo}
            onClick={() => dispatch({ type: "undo" })}
            aria-keyshortcuts="Control+Z"
          >
            {t("Undo")}
          </Button>
          <Button
            buttonType="standard"
            disabled={!canRedo}
            onClick={() => dispatch({ type: "redo" })}
            aria-keyshortcuts="Control+Shift+Z Control+Y"
          >
            {t("Redo")}
          </Button>
        </div>
        <div role="group" aria-label={t("Canvas width")} className={cx(styles.group, styles.canvasControls)}>
          {(
            [
              ["desktop", t("Desktop")],
              ["tablet", t("Tablet")],
              ["phone", t("Phone")],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              buttonType={width === value ? "primary" : "standard"}
              aria-pressed={width === value}
              onClick={() => setWidth(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        <label className={cx(styles.inlineField, styles.canvasControls)}>
          <span>{t("Preview as")}</span>
          <select
            className={styles.input}
            value={preview.kind === "role" ? `role:${preview.roleID}` : preview.kind}
            onChange={(event) => {
              const value = event.target.value;
              setPreview(
                value === "self"
                  ? { kind: "self" }
                  : value === "guest"
                    ? { kind: "guest" }
                    : { kind: "role", roleID: Number(value.slice(5)) },
              );
            }}
          >
            <option value="self">{t("Myself")}</option>
            <option value="guest">{t("Guest")}</option>
            {roles.map((role) => (
              <option key={role.roleID} value={`role:${role.roleID}`}>
                {role.name}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.group}>
          <Button buttonType="standard" onClick={() => setAdvanced(true)}>
            {t("Advanced")}
          </Button>
          <Button
            buttonType="primary"
            isLoading={publishing}
            disabled={sync.state.kind === "conflict" || sync.state.kind === "invalid"}
            onClick={() => void publish()}
          >
            {t("Publish")}
          </Button>
          <Button
            buttonType="standard"
            disabled={sync.state.kind === "conflict" || sync.state.kind === "invalid"}
            onClick={() => setPublishLater(true)}
          >
            {t("Publish later")}
          </Button>
        </div>
      </header>
      {schedule && <ScheduleNotice schedule={schedule} onCancel={cancelSchedule} />}
      <p className={styles.narrowNotice}>
        {t("The layout editor needs a wider screen (at least 1024 pixels) for its preview and settings.")}
      </p>
      <main className={styles.workspace} aria-labelledby={headingID}>
        <section className={styles.outlinePanel} aria-label={t("Outline")} ref={outlineRef}>
          <h2 className={styles.panelHeading}>{t("Outline")}</h2>
          <div className={styles.toolbar} role="group" aria-label={t("Outline actions")}>
            <Button
              buttonType="standard"
              disabled={!widgetTarget}
              onClick={() => widgetTarget && setPicker({ kind: "widget", slot: widgetTarget })}
            >
              {t("Add widget")}
            </Button>
            <Button buttonType="standard" onClick={() => setPicker({ kind: "section", slot: sectionSlot() })}>
              {t("Add section")}
            </Button>
            <Button
              buttonType="standard"
              disabled={!selectedRow || selectedRow.kind === "region"}
              aria-pressed={state.moving !== null}
              aria-keyshortcuts="M"
              onClick={() => {
                if (state.moving) commands.drop();
                else commands.pickUp();
                focusOutline();
              }}
            >
              {t("Move")}
            </Button>
            <Button
              buttonType="standard"
              disabled={!selectedRow || selectedRow.kind === "region"}
              aria-keyshortcuts="Control+D"
              onClick={commands.duplicate}
            >
              {t("Duplicate")}
            </Button>
            <Button
              buttonType="standard"
              disabled={!selectedRow || selectedRow.kind === "region"}
              aria-keyshortcuts="Control+C"
              onClick={commands.copy}
            >
              {t("Copy")}
            </Button>
            <Button buttonType="standard" aria-keyshortcuts="Control+V" onClick={commands.paste}>
              {t("Paste")}
            </Button>
            <Button
              buttonType="standard"
              disabled={!selectedRow || selectedRow.kind === "region"}
              aria-keyshortcuts="Delete"
              onClick={commands.remove}
            >
              {t("Remove")}
            </Button>
          </div>
          <Outline items={items} selection={selection} moving={state.moving !== null} commands={commands} />
          <div aria-live="polite" className={styles.liveRegion} data-testid="outline-announcer">
            {announcement}
          </div>
        </section>
        <section className={styles.canvasPanel} aria-label={t("Preview")}>
          <Canvas
            api={api}
            viewType={viewType}
            document={document}
            catalog={catalog}
            preview={preview}
            width={width}
            selection={selection}
            onSelect={commands.select}
            hydrateDelayMs={hydrateDelayMs}
          />
        </section>
        <section className={styles.settingsPanel} aria-label={t("Settings")} ref={settingsRef}>
          <h2 className={styles.panelHeading}>
            {selectedRow ? t("Settings: {name}", { name: itemLabel(selectedRow) }) : t("Settings")}
          </h2>
          {!selectedRow && (
            <p className={styles.muted}>{t("Select a section or a widget in the outline.")}</p>
          )}
          {selectedRow?.kind === "region" && (
            <p className={styles.muted}>{t("A region of its section. Add widgets to it with Add widget.")}</p>
          )}
          {selection && selectedNode && entry && (
            <SettingsPanel
              key={pathKey(selection)}
              path={selection}
              node={selectedNode}
              item={entry}
              roles={roles}
              fragments={fragments}
              focusRequest={focusRequest}
              onProps={(props) => apply({ type: "setProps", path: selection, props })}
              onVisibility={(visibility) =>
                apply({
                  type: "setMiddleware",
                  path: selection,
                  middleware: visibility
                    ? ({ ...selectedNode.$middleware, visibility } as LayoutDefinitionNode["$middleware"])
                    : undefined,
                })
              }
              onFragmentImpls={(impls) => apply({ type: "setFragmentImpls", path: selection, impls })}
            />
          )}
        </section>
      </main>
      {picker && (
        <CatalogPicker
          title={picker.kind === "section" ? t("Add a section") : t("Add a widget")}
          choices={addChoices(picker.kind)}
          onPick={onPick}
          onClose={() => setPicker(null)}
        />
      )}
      {advanced && (
        <AdvancedDialog
          document={document}
          onClose={() => setAdvanced(false)}
          onApply={(doc) => {
            apply({ type: "replace", document: doc });
            setAdvanced(false);
            announce(t("The JSON was applied."));
          }}
        />
      )}
      {publishLater && (
        <PublishLaterDialog
          dateScheduled={schedule?.dateScheduled}
          onSchedule={scheduleAt}
          onClose={() => setPublishLater(false)}
        />
      )}
      {proceed && (
        <UnsavedChangesDialog
          onCancel={() => setProceed(null)}
          onContinue={() => {
            setProceed(null);
            proceed();
          }}
        />
      )}
    </div>
  );
}

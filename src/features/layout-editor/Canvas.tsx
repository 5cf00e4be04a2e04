import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cx } from "@linaria/core";
import { ApiError } from "../../../runtime/api/api-error";
import { t } from "../../../runtime/i18n/t";
import { LayoutContexts, LayoutRenderer } from "../../../runtime/layout/LayoutRenderer";
import {
  LayoutRuntimeContext,
  useLayoutRuntime,
  type LayoutRuntime,
} from "../../../runtime/layout/layout-runtime";
import { createRegistry } from "../../../runtime/registry/registry";
import { defineWidget } from "../../../runtime/registry/define-widget";
import type { LayoutDefinitionNode, LayoutNode, LayoutViewType } from "../../../schemas/layout/node.schema";
import { errorMessageOf } from "../../ui/toasts/error-message";
import type { EditorApi, LayoutCatalog, PreviewAs } from "./editor-api";
import { catalogEntry, regionKeysOf } from "./catalog-info";
import { pathKey } from "./editor-state";
import { validateDocument, type EditorDocument, type NodePath } from "./model";
import * as styles from "./LayoutEditor.styles";

/** The canvas widths of the width switch, in CSS pixels. */
export const CANVAS_WIDTHS = { desktop: 1280, tablet: 768, phone: 375 } as const;
/** One width of the switch. */
export type CanvasWidth = keyof typeof CANVAS_WIDTHS;

/** The component that outlines a node in the canvas and selects it on click (the editor's own). */
const FRAME_TYPE = "LayoutEditorNodeFrame";

interface CanvasSelection {
  selected: string;
  onSelect: (path: NodePath) => void;
}
const CanvasSelectionContext = createContext<CanvasSelection>({ selected: "", onSelect: () => {} });

function NodeFrame({ path, child }: { path: NodePath; child?: ReactNode }) {
  const { selected, onSelect } = useContext(CanvasSelectionContext);
  const key = pathKey(path);
  return (
    <div
      className={cx(styles.nodeFrame, key === selected && styles.nodeFrameSelected)}
      data-layout-path={key}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(path);
      }}
    >
      {child}
    </div>
  );
}
const frameDefinition = defineWidget({
  type: FRAME_TYPE,
  label: "Layout editor frame",
  load: () => Promise.resolve({ default: NodeFrame }),
});

type Device = "mobile" | "desktop";
const deviceOf = (width: CanvasWidth): Device => (width === "desktop" ? "desktop" : "mobile");

function hiddenOn(node: { $middleware?: LayoutNode["$middleware"] } | undefined, device: Device): boolean {
  const visibility = node?.$middleware?.visibility?.device ?? "all";
  return visibility !== "all" && visibility !== device;
}

interface Annotator {
  catalog: LayoutCatalog | undefined;
  device: Device;
  cache: WeakMap<LayoutNode, { now: LayoutDefinitionNode | undefined; key: string; node: LayoutNode | null }>;
}

/**
 * The hydrated nodes as the canvas shows them: each wrapped in a frame that knows its path, the
 * device visibility of the canvas width applied (the frame is narrower than the window), and the
 * props the manager changed since the last hydration put in at once, so typing shows without
 * waiting for the server (which hydrates again in the background).
 */
function annotate(
  hydrated: readonly LayoutNode[],
  then: readonly LayoutDefinitionNode[] | undefined,
  now: readonly LayoutDefinitionNode[] | undefined,
  parent: NodePath,
  a: Annotator,
): LayoutNode[] {
  // Nodes the server left out (role visibility) make the lists differ: show them without paths.
  const aligned = then !== undefined && then.length === hydrated.length;
  const result: LayoutNode[] = [];
  hydrated.forEach((node, i) => {
    const before = aligned ? then[i] : undefined;
    const current = aligned && now && now.length === then.length ? now[i] : before;
    const path = [...parent, i];
    const cacheKey = `${pathKey(path)}|${a.device}`;
    const cached = a.cache.get(node);
    if (cached && cached.now === current && cached.key === cacheKey) {
      if (cached.node) result.push(cached.node);
      return;
    }
    const built = annotateOne(node, before, current, path, a);
    a.cache.set(node, { now: current, key: cacheKey, node: built });
    if (built) result.push(built);
  });
  return result;
}

function annotateOne(
  node: LayoutNode,
  before: LayoutDefinitionNode | undefined,
  current: LayoutDefinitionNode | undefined,
  path: NodePath,
  a: Annotator,
): LayoutNode | null {
  if (hiddenOn(current ?? node, a.device)) return null;
  const entry = current ? catalogEntry(a.catalog, current.$hydrate) : undefined;
  const regions = regionKeysOf(entry);
  const props: Record<string, unknown> = { ...node.$reactProps };
  if (before && current && before !== current && before.$hydrate === current.$hydrate && entry) {
    for (const key of Object.keys((entry.schema.properties ?? {}) as object)) {
      if (regions.includes(key) || before[key] === current[key]) continue;
      if (current[key] === undefined) delete props[key];
      else props[key] = current[key];
    }
  }
  for (const region of regions) {
    const children = props[region];
    if (!Array.isArray(children)) continue;
    props[region] = annotate(
      children as LayoutNode[],
      before?.[region] as LayoutDefinitionNode[] | undefined,
      current?.[region] as LayoutDefinitionNode[] | undefined,
      [...path, region],
      a,
    );
  }
  const child: LayoutNode = { $reactComponent: node.$reactComponent, $reactProps: props };
  if (node.$fragmentImpls) child.$fragmentImpls = node.$fragmentImpls;
  if (!before) return child;
  return { $reactComponent: FRAME_TYPE, $reactProps: { path, child } };
}

type Hydrated = { layout: LayoutNode[]; contexts?: LayoutNode[] };

/** Props of {@link Canvas}. */
export interface CanvasProps {
  api: EditorApi;
  viewType: LayoutViewType;
  document: EditorDocument;
  catalog: LayoutCatalog | undefined;
  preview: PreviewAs;
  width: CanvasWidth;
  selection: NodePath | null;
  onSelect: (path: NodePath) => void;
  /** How long edits pause before the server hydrates the document again. */
  hydrateDelayMs?: number;
}

/**
 * The layout as a visitor would see it: the unsaved document hydrated by the server (as the chosen
 * viewer) and rendered by the runtime's LayoutRenderer in a frame of the chosen width. The selected
 * node is outlined; a click on a node selects it (links in the canvas go nowhere).
 */
export function Canvas({
  api,
  viewType,
  document,
  catalog,
  preview,
  width,
  selection,
  onSelect,
  hydrateDelayMs = 250,
}: CanvasProps) {
  const appRuntime = useLayoutRuntime();
  const runtime = useMemo<LayoutRuntime>(
    () => ({ ...appRuntime, registry: createRegistry([...appRuntime.registry.list(), frameDefinition]) }),
    [appRuntime],
  );
  const [hydrated, setHydrated] = useState<{ answer: Hydrated; document: EditorDocument } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef(true);
  const previewKey = JSON.stringify(preview);

  useEffect(() => {
    // A document the server would refuse (a required field emptied while typing) is not sent: the
    // canvas keeps the last hydration, with the typed props put in.
    if (validateDocument(document).length > 0) return undefined;
    const controller = new AbortController();
    const run = () => {
      setBusy(true);
      api
        .hydrate(viewType, document, JSON.parse(previewKey) as PreviewAs, controller.signal)
        .then((answer) => {
          if (controller.signal.aborted) return;
          setBusy(false);
          if (!("layout" in answer)) return;
          setError(null);
          setHydrated({ answer, document });
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setBusy(false);
          setError(
            failure instanceof ApiError && Object.keys(failure.errors).length > 0
              ? `${failure.message} ${Object.values(failure.errors)
                  .flat()
                  .map((e) => e.message)
                  .join(" ")}`
              : errorMessageOf(failure),
          );
        });
    };
    const delay = first.current ? 0 : hydrateDelayMs;
    first.current = false;
    const timer = setTimeout(run, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, viewType, document, previewKey, hydrateDelayMs]);

  const device = deviceOf(width);
  // Per hydration: what each hydrated node was last shown as (a node unchanged is not rebuilt).
  const cache = useMemo(() => (hydrated ? (new WeakMap() as Annotator["cache"]) : null), [hydrated]);
  const nodes = useMemo(() => {
    if (!hydrated || !cache) return null;
    const annotator: Annotator = { catalog, device, cache };
    return annotate(hydrated.answer.layout, hydrated.document.layout, document.layout, ["layout"], annotator);
  }, [hydrated, cache, document, catalog, device]);

  const selectionValue = useMemo(() => ({ selected: pathKey(selection), onSelect }), [selection, onSelect]);

  return (
    <div className={styles.canvasScroller}>
      {error && (
        <p role="alert" className={styles.canvasError}>
          {error}
        </p>
      )}
      <div
        className={styles.canvasFrame}
        style={{ maxWidth: CANVAS_WIDTHS[width] }}
        data-canvas-width={width}
        aria-busy={busy || !nodes || undefined}
        onClickCapture={(event) => {
          // The canvas previews: its links and buttons select, they do not act.
          const target = event.target as Element;
          if (target.closest("a[href], button, input, select, textarea")) event.preventDefault();
        }}
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {nodes ? (
          <LayoutRuntimeContext.Provider value={runtime}>
            <CanvasSelectionContext.Provider value={selectionValue}>
              <LayoutContexts contexts={hydrated?.answer.contexts ?? []}>
                <LayoutRenderer nodes={nodes} path="editor" />
              </LayoutContexts>
            </CanvasSelectionContext.Provider>
          </LayoutRuntimeContext.Provider>
        ) : (
          !error && <p className={styles.muted}>{t("Loading the preview…")}</p>
        )}
      </div>
    </div>
  );
}

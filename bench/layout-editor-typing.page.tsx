// The page of bench/layout-editor-typing.ts, built with the app's Vite plugins and run in headless
// Chromium: the layout editor on a home layout (the real widgets, their build-time validators), its
// API answered in the page, hydration taking HYDRATE_MS as a server's would. For each keystroke in a
// widget's settings field, the time from its keydown until the canvas shows the field's new text.
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import validatorLoaders from "virtual:widget-validators";
import { LayoutRuntimeContext, type LayoutRuntime } from "../runtime/layout/layout-runtime";
import { createRegistry } from "../runtime/registry/registry";
import type { LayoutDefinitionNode, LayoutNode } from "../schemas/layout/node.schema";
import { findCatalogEntry, widgetCatalog } from "../schemas/widgets/index";
import { LayoutEditor, type EditorApi } from "../src/features/layout-editor";
import type { LayoutCatalog } from "../src/features/layout-editor/editor-api";
import { builtInWidgets } from "../widgets";
import { ajvDefinitionValidators } from "../schemas/layout/validate-definition";

/** What a hydration costs on the server and the network, roughly, on a small home layout. */
const HYDRATE_MS = 80;

const runtime: LayoutRuntime = {
  registry: createRegistry(builtInWidgets),
  loadValidator: (type) => validatorLoaders[type]?.() ?? Promise.resolve(undefined),
  debug: false,
};

function hydrateNode(node: LayoutDefinitionNode): LayoutNode {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("$")) continue;
    props[key] =
      Array.isArray(value) && value.every((v) => v && typeof v === "object" && "$hydrate" in v)
        ? (value as LayoutDefinitionNode[]).map(hydrateNode)
        : value;
  }
  return { $reactComponent: findCatalogEntry(node.$hydrate)?.type ?? node.$hydrate, $reactProps: props };
}

const cta = (title: string): LayoutDefinitionNode => ({
  $hydrate: "react.cta",
  title,
  description: "Say hello to the community.",
  button: { title: "Join", url: "/entry/register" },
});
const layout: LayoutDefinitionNode[] = [
  { $hydrate: "react.section.full-width", children: [cta("Banner text")] },
  {
    $hydrate: "react.section.2-columns",
    mainTop: [cta("Welcome"), cta("Second"), cta("Third")],
    secondaryTop: [cta("Side one"), cta("Side two")],
  },
];

const catalog: LayoutCatalog = { layoutViewType: "home", widgets: {}, sections: {}, assets: {} };
for (const entry of widgetCatalog) {
  if (entry.kind === "system") continue;
  const group = entry.kind === "section" ? "sections" : entry.kind === "asset" ? "assets" : "widgets";
  catalog[group][entry.hydrate] = {
    $reactComponent: entry.type,
    name: entry.name,
    schema: entry.schema,
    fragmentTypes: entry.fragmentTypes ?? [],
  };
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
let version = 0;
const api: EditorApi = {
  loadDraft: async () => ({
    layoutID: 1,
    layoutViewType: "home",
    name: "Home",
    layout,
    version,
    hasDraft: false,
  }),
  saveDraft: async (_id, document) => {
    await wait(HYDRATE_MS);
    version += 1;
    return {
      layoutID: 1,
      layoutViewType: "home",
      name: "Home",
      layout: document.layout,
      version,
      hasDraft: true,
    };
  },
  publish: async () => ({}),
  schedule: async () => ({}),
  cancelSchedule: async () => ({
    layoutID: 1,
    layoutViewType: "home",
    name: "Home",
    layout,
    version,
    hasDraft: version > 0,
  }),
  catalog: async () => catalog,
  roles: async () => [],
  fragments: async () => [],
  // Compiled by ajv in the page (a dev server allows eval); the app imports the server's module.
  definitionValidators: async () => ajvDefinitionValidators,
  hydrate: async (layoutViewType, document, _preview, signal) => {
    await wait(HYDRATE_MS, signal);
    return {
      layoutID: 1,
      name: "Home",
      layoutViewType,
      isDefault: false,
      layout: document.layout.map(hydrateNode),
      titleBar: { $reactComponent: "TitleBar", $reactProps: {} },
      seo: { title: "", description: "", meta: [], links: [], url: "" },
      redirectTo: null,
    };
  },
};

const durations: number[] = [];
let pending: { at: number; field: HTMLInputElement } | undefined;
document.addEventListener(
  "keydown",
  (event) => {
    if (event.target instanceof HTMLInputElement) pending = { at: performance.now(), field: event.target };
  },
  true,
);
// The canvas has the new text when the field's value shows in it.
const check = () => {
  if (!pending) return;
  const canvas = document.querySelector('[aria-label="Preview"]');
  if (canvas?.textContent?.includes(pending.field.value)) {
    durations.push(performance.now() - pending.at);
    pending = undefined;
  }
};
new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });

const location = memoryLocation({ path: "/dashboard/layouts/1/edit" });
createRoot(document.getElementById("root")!).render(
  <Router hook={location.hook}>
    <LayoutRuntimeContext.Provider value={runtime}>
      <LayoutEditor layoutID="1" api={api} />
    </LayoutRuntimeContext.Provider>
  </Router>,
);

declare global {
  interface Window {
    layoutEditorBench: { durations: number[]; reset: () => void };
  }
}
window.layoutEditorBench = {
  durations,
  reset: () => {
    durations.length = 0;
    pending = undefined;
  },
};

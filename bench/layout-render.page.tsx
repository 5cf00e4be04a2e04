// The page of bench/layout-render.ts, built with the app's Vite plugins and run in headless Chromium.
// It renders the same widget nodes two ways, each into a fresh root inside flushSync: the widget
// components called directly, and through the layout runtime as the app sets it up (registry,
// precompiled validators, error boundaries, Suspense, fragment check).
import type { ComponentType, ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { SWRConfig } from "swr";
import validatorLoaders from "virtual:widget-validators";
import type { LayoutNode } from "../schemas/layout/node.schema";
import { widgetFolderOf } from "../runtime/registry/widget-folder";
import { LayoutRuntimeContext } from "../runtime/layout/layout-runtime";
import { LayoutRenderer } from "../runtime/layout/LayoutRenderer";
import { validateProps } from "../runtime/layout/validate-props";
import { createAppLayoutRuntime } from "../src/app/layout/app-layout-runtime";
import { sessionStore } from "../runtime/data/session-store";

/**
 * The mix the layouts cycle through: the content widgets of home, category and sidebar layouts, each
 * with one of its fixtures. Left out are widgets whose cost is the browser's and grows faster than
 * the node count when thousands share a page (HtmlWidget makes an iframe each; BannerWidget and
 * SearchWidget a search form each), which would hide the runtime's share.
 */
const mix: ReadonlyArray<readonly [type: string, fixture: string]> = [
  ["Breadcrumbs", "defaults"],
  ["BannerContentWidget", "titled"],
  ["DiscussionsWidget", "recent"],
  ["QuickLinks", "grid"],
  ["CallToActionWidget", "dressed"],
  ["CategoriesWidget", "grid"],
  ["TagWidget", "popular"],
  ["LeaderboardWidget", "reputation"],
  ["SiteTotalsWidget", "defaults"],
  ["UserSpotlightWidget", "featured"],
  ["RSSWidget", "latest"],
  ["GuestCallToActionWidget", "defaults"],
];
const SECTION = "SectionOneColumn";

const fixtureModules = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  "../widgets/*/fixtures.ts",
  { eager: true },
);
function fixtureOf(type: string, name: string): Record<string, unknown> {
  const module = fixtureModules[`../widgets/${widgetFolderOf(type)}/fixtures.ts`];
  const props = module ? Object.values(module)[0]?.[name] : undefined;
  if (!props) throw new Error(`No fixture "${name}" for ${type}`);
  return props;
}

/** The app's runtime, made once (as App does), so validator promises are settled after the warm-up. */
const runtime = createAppLayoutRuntime({ debug: false, session: sessionStore });
const components = new Map<string, ComponentType<Record<string, unknown>>>();

async function prepare(): Promise<void> {
  // Widgets render from preloaded data; a request that still goes out never answers.
  window.fetch = () => new Promise<Response>(() => {});
  for (const type of [SECTION, ...mix.map(([type]) => type)]) {
    const definition = runtime.registry.resolve(type);
    if (!definition) throw new Error(`${type} is not registered`);
    components.set(type, (await definition.load()).default);
  }
  for (const [type, name] of mix) {
    const validator = await validatorLoaders[type]?.();
    const validation = validateProps(validator, fixtureOf(type, name));
    if (!validation.ok) throw new Error(`${type} fixture "${name}" is not valid`);
  }
}

function nodesOf(count: number): LayoutNode[] {
  const children = Array.from({ length: count }, (_, i): LayoutNode => {
    const [type, name] = mix[i % mix.length] as readonly [string, string];
    return { $reactComponent: type, $reactProps: fixtureOf(type, name) };
  });
  return [{ $reactComponent: SECTION, $reactProps: { children } }];
}

function componentOf(type: string): ComponentType<Record<string, unknown>> {
  const component = components.get(type);
  if (!component) throw new Error(`${type} was not loaded`);
  return component;
}

/** The widgets called directly: the section component with each widget element as a child. */
function directTree(nodes: readonly LayoutNode[]): ReactNode {
  return nodes.map((section, s) => {
    const Section = componentOf(section.$reactComponent);
    const children = (section.$reactProps.children ?? []) as LayoutNode[];
    return (
      <Section key={s}>
        {children.map((node, i) => {
          const Widget = componentOf(node.$reactComponent);
          return <Widget key={i} {...node.$reactProps} />;
        })}
      </Section>
    );
  });
}

/** The same nodes through the runtime. */
function runtimeTree(nodes: readonly LayoutNode[]): ReactNode {
  return (
    <LayoutRuntimeContext.Provider value={runtime}>
      <LayoutRenderer nodes={nodes} />
    </LayoutRuntimeContext.Provider>
  );
}

export type Mode = "direct" | "runtime";
const treeOf: Record<Mode, (nodes: readonly LayoutNode[]) => ReactNode> = {
  direct: directTree,
  runtime: runtimeTree,
};

/** One timed render into a fresh root; also counts the elements it made and any placeholders left. */
function renderOnce(mode: Mode, nodes: readonly LayoutNode[]) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const tree = (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      {treeOf[mode](nodes)}
    </SWRConfig>
  );
  const start = performance.now();
  flushSync(() => root.render(tree));
  const ms = performance.now() - start;
  const elements = container.getElementsByTagName("*").length;
  const busy = container.querySelectorAll('[aria-busy="true"], [data-layout-error], [role="alert"]').length;
  root.unmount();
  container.remove();
  return { ms, elements, busy };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/** Loads every lazy part once: a normal render of each mode, left until nothing is pending. */
async function warmUp(): Promise<void> {
  const nodes = nodesOf(mix.length * 2);
  for (const mode of ["direct", "runtime"] as const) {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(<SWRConfig value={{ provider: () => new Map() }}>{treeOf[mode](nodes)}</SWRConfig>);
    for (let i = 0; i < 200 && (i < 5 || container.querySelector('[aria-busy="true"]')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    root.unmount();
    container.remove();
  }
}

/** The result of one layout size. */
export interface SizeResult {
  count: number;
  direct: number;
  runtime: number;
  elements: { direct: number; runtime: number };
  /** Skeletons, LayoutErrors and failed boundaries left after the render (0 when all rendered). */
  placeholders: { direct: number; runtime: number };
}

/** Median of `runs` renders of each mode (alternating, after unmeasured warm-up renders). */
async function measure(count: number, runs: number, warmUps: number): Promise<SizeResult> {
  const nodes = nodesOf(count);
  const times: Record<Mode, number[]> = { direct: [], runtime: [] };
  const elements = { direct: 0, runtime: 0 };
  const placeholders = { direct: 0, runtime: 0 };
  for (let i = 0; i < warmUps + runs; i++) {
    // Alternate which mode goes first, so neither always follows the other's garbage.
    const order: Mode[] = i % 2 === 0 ? ["direct", "runtime"] : ["runtime", "direct"];
    for (const mode of order) {
      collectGarbage();
      await settle();
      const run = renderOnce(mode, nodes);
      if (i < warmUps) continue;
      times[mode].push(run.ms);
      elements[mode] = run.elements;
      placeholders[mode] = run.busy;
    }
  }
  return { count, direct: median(times.direct), runtime: median(times.runtime), elements, placeholders };
}

declare global {
  interface Window {
    layoutBench: {
      ready: Promise<void>;
      measure: typeof measure;
    };
  }
}

window.layoutBench = { ready: prepare().then(warmUp), measure };

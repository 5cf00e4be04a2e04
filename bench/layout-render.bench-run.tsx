// Prints how long the runtime takes to validate and render layouts of 50, 500 and 5,000 widgets
// (jsdom, through the real registry, build-time validators and renderer). Run: npm run bench.
import { it } from "vitest";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { SWRConfig } from "swr";
import validatorLoaders from "virtual:widget-validators";
import type { LayoutNode } from "../schemas/layout/node.schema";
import { builtInWidgets } from "../widgets";
import { createRegistry } from "../runtime/registry/registry";
import { LayoutRuntimeContext } from "../runtime/layout/layout-runtime";
import { LayoutRenderer } from "../runtime/layout/LayoutRenderer";
import { validateProps } from "../runtime/layout/validate-props";

/** Widgets that render from their props alone (no network), used to fill the layouts. */
const sampleNodes: LayoutNode[] = [
  {
    $reactComponent: "Breadcrumbs",
    $reactProps: {
      crumbs: [
        { name: "Home", url: "/" },
        { name: "Categories", url: "/categories" },
      ],
    },
  },
  {
    $reactComponent: "CallToActionWidget",
    $reactProps: {
      title: "Join us",
      description: "Say hello.",
      button: { title: "Go", url: "/discussions" },
    },
  },
  {
    $reactComponent: "QuickLinks",
    $reactProps: {
      title: "Links",
      links: [
        { name: "Posts", url: "/discussions" },
        { name: "Categories", url: "/categories" },
      ],
    },
  },
  { $reactComponent: "BannerContentWidget", $reactProps: { title: "Section" } },
];

function layoutOf(count: number): LayoutNode[] {
  const children = Array.from({ length: count }, (_, i) => sampleNodes[i % sampleNodes.length] as LayoutNode);
  return [{ $reactComponent: "SectionOneColumn", $reactProps: { children } }];
}

const registry = createRegistry(builtInWidgets);
const validators = Object.fromEntries(
  await Promise.all(
    Object.entries(validatorLoaders).map(async ([type, load]) => [type, await load()] as const),
  ),
);
const runtime = { registry, validators, debug: false };

async function measure(count: number): Promise<{ validate: number; render: number }> {
  const nodes = layoutOf(count);
  const children = (nodes[0]?.$reactProps.children ?? []) as LayoutNode[];
  const t0 = performance.now();
  for (const node of children) validateProps(validators[node.$reactComponent], node.$reactProps);
  const validate = performance.now() - t0;

  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const t1 = performance.now();
  await act(async () => {
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LayoutRuntimeContext.Provider value={runtime}>
          <LayoutRenderer nodes={nodes} />
        </LayoutRuntimeContext.Provider>
      </SWRConfig>,
    );
  });
  while (container.querySelector('[aria-busy="true"]')) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1)));
  }
  const render = performance.now() - t1;
  root.unmount();
  container.remove();
  return { validate, render };
}

it("layout render benchmark", async () => {
  await measure(50); // warm-up: loads every lazy component once
  for (const count of [50, 500, 5000]) {
    const { validate, render } = await measure(count);
    console.log(
      `layout of ${count} widgets: validate ${validate.toFixed(1)} ms, validate + render ${render.toFixed(1)} ms`,
    );
  }
});

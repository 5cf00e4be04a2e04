import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import validatorLoaders from "virtual:widget-validators";
import { widgetCatalog } from "../../schemas/widgets/index";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import { builtInWidgets } from "../../widgets";
import { createRegistry } from "../../runtime/registry/registry";
import { widgetFolderOf } from "../../runtime/registry/widget-folder";
import { LayoutRuntimeContext } from "../../runtime/layout/layout-runtime";
import { LayoutRenderer } from "../../runtime/layout/LayoutRenderer";
import { validateProps } from "../../runtime/layout/validate-props";
import { fakeFetch } from "../helpers/fake-fetch";

const fixtureModules = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  "../../widgets/*/fixtures.ts",
  {
    eager: true,
  },
);
function fixturesOf(type: string): Record<string, Record<string, unknown>> {
  const module = fixtureModules[`../../widgets/${widgetFolderOf(type)}/fixtures.ts`];
  return module ? (Object.values(module)[0] ?? {}) : {};
}

const registry = createRegistry(builtInWidgets);
const validators = Object.fromEntries(
  await Promise.all(
    Object.entries(validatorLoaders).map(async ([type, load]) => [type, await load()] as const),
  ),
);
const widgetEntries = widgetCatalog.filter((entry) => entry.kind !== "system");

beforeEach(() => {
  // Widgets render from their fixtures' preloaded data; a call that still goes out just never answers.
  vi.stubGlobal("fetch", fakeFetch().fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe("the widget registry", () => {
  it.each(widgetEntries.map((entry) => [entry.type, entry] as const))(
    "%s is registered with the catalog's schema",
    (type, entry) => {
      const definition = registry.resolve(type);
      expect(definition, `${type} is not in builtInWidgets`).toBeDefined();
      expect(definition?.fragmentTypes ?? []).toEqual(entry.fragmentTypes ?? []);
      expect(entry.schema.$id).toBe(type);
      expect(validators[type], `no build-time validator for ${type}`).toBeTypeOf("function");
    },
  );

  it.each(widgetEntries.map((entry) => [entry.type] as const))(
    "%s has fixtures that pass validation and render",
    async (type) => {
      const fixtures = Object.entries(fixturesOf(type));
      expect(fixtures.length, `widgets/${widgetFolderOf(type)}/fixtures.ts has no fixtures`).toBeGreaterThan(
        0,
      );
      for (const [name, props] of fixtures) {
        expect(validateProps(validators[type], props), `${type} fixture "${name}"`).toEqual({ ok: true });
        const node: LayoutNode = { $reactComponent: type, $reactProps: props };
        const { container, unmount } = render(
          <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
            <LayoutRuntimeContext.Provider value={{ registry, validators, debug: true }}>
              <LayoutRenderer nodes={[node]} />
            </LayoutRuntimeContext.Provider>
          </SWRConfig>,
        );
        await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), {
          timeout: 5000,
        });
        expect(
          container.querySelector("[data-layout-error]"),
          `${type} fixture "${name}" rendered a LayoutError`,
        ).toBeNull();
        expect(
          screen.queryByText("There was a problem loading the component"),
          `${type} fixture "${name}" threw`,
        ).toBeNull();
        unmount();
      }
    },
  );

  it("resolves names case-insensitively", () => {
    expect(registry.resolve("sectiononecolumn")?.type).toBe("SectionOneColumn");
  });
});

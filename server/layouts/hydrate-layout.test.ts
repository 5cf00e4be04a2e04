// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import { hydrateContextFor } from "../../tests/helpers/hydrate-context";
import { hydrateLayout } from "./hydrate-layout";
import { widgetHydrators } from "./hydrators/index";
import type { WidgetHydrator } from "./types";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

/** Runs `body` with test hydrators installed, restoring the registry afterwards. */
async function withHydrators(hydrators: Record<string, WidgetHydrator>, body: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(hydrators).map((type) => [type, widgetHydrators[type]]));
  Object.assign(widgetHydrators, hydrators);
  try {
    await body();
  } finally {
    for (const [type, previous] of Object.entries(saved)) {
      if (previous) widgetHydrators[type] = previous;
      else delete widgetHydrators[type];
    }
  }
}

describe("hydrateLayout", () => {
  it("runs the hydrators of sibling nodes concurrently", async () => {
    // Each hydrator waits until both have started: run one after the other, they would never finish.
    let started = 0;
    let release: () => void = () => {};
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    const waitForSibling: WidgetHydrator = async (props) => {
      started += 1;
      if (started === 2) release();
      await bothStarted;
      return props;
    };
    await withHydrators(
      { SectionFullWidth: waitForSibling, SectionTwoColumnsEven: waitForSibling },
      async () => {
        const ctx = await hydrateContextFor(app);
        const result = await Promise.race([
          hydrateLayout(
            {
              layout: [
                { $hydrate: "react.section.full-width" },
                { $hydrate: "react.section.2-columns-even" },
              ],
              titleBar: { $hydrate: "react.section.1-column" },
            },
            ctx,
          ),
          new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 1000)),
        ]);
        expect(result).not.toBe("timeout");
      },
    );
  });

  it("gives a hydrator its nested nodes already hydrated and validates what it answers", async () => {
    const seen: unknown[] = [];
    await withHydrators(
      {
        SectionOneColumn: async (props) => {
          seen.push(props.children);
          return { ...props, isNarrow: "not a boolean" };
        },
      },
      async () => {
        const ctx = await hydrateContextFor(app, undefined, { debug: true });
        const { layout } = await hydrateLayout(
          {
            layout: [
              { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.section.full-width" }] },
            ],
            titleBar: { $hydrate: "react.section.full-width" },
          },
          ctx,
        );
        expect(seen).toEqual([[{ $reactComponent: "SectionFullWidth", $reactProps: {} }]]);
        expect(layout[0]).toEqual({
          $reactComponent: "LayoutError",
          $reactProps: {
            componentName: "SectionOneColumn",
            message: "The props of SectionOneColumn are not valid.",
            errors: [{ path: "isNarrow", message: "isNarrow must be boolean." }],
          },
        });
      },
    );
  });

  it("shows a throwing hydrator's message and stack in debug mode only", async () => {
    await withHydrators(
      {
        SectionFullWidth: async () => {
          throw new Error("database is locked");
        },
      },
      async () => {
        const definition = {
          layout: [{ $hydrate: "react.section.full-width" }],
          titleBar: { $hydrate: "react.section.1-column" },
        };
        const debug = await hydrateLayout(
          definition,
          await hydrateContextFor(app, undefined, { debug: true }),
        );
        expect(debug.layout[0]?.$reactProps).toMatchObject({
          message: "database is locked",
          stack: expect.any(String),
        });
        const quiet = await hydrateLayout(definition, await hydrateContextFor(app));
        expect(quiet.layout[0]?.$reactProps).toEqual({
          componentName: "SectionFullWidth",
          message: "This widget could not load its data.",
        });
      },
    );
  });
});

// Layout-definition node generators built from the widget catalog.
import fc from "fast-check";
import { widgetCatalog } from "../../../schemas/widgets/index";
import { arbitraryFromSchema, type JsonSchema } from "../schema-arbitrary";
import { RawJson } from "./core";
import { DEEP, hostileJsonValue, hostileShortString, hostileString } from "./strings";

// ---------------------------------------------------------------------------------------------
// Layout definitions
// ---------------------------------------------------------------------------------------------

// The RSS widget's hydrator fetches its feed over the network, so generated layouts leave it out:
// a fuzz run must not depend on (or wait for) the internet. Every other widget and section is used.
const fuzzedWidgets = widgetCatalog.filter((entry) => entry.hydrate !== "react.rss");

// Each widget's props arbitrary is built once (building one per generated node is slow).
const widgetProps = fuzzedWidgets.map((entry) => ({
  entry,
  props: arbitraryFromSchema(entry.schema as JsonSchema, { maxItems: 2, maxStringLength: 20 }),
}));
const leafWidgetProps = widgetProps.filter(({ entry }) => entry.kind !== "section");

function widgetNode(entry: (typeof fuzzedWidgets)[number], values: unknown, children: unknown[]) {
  return {
    ...(values !== null && typeof values === "object" ? values : {}),
    $hydrate: entry.hydrate,
    ...(entry.kind === "section" ? { children } : {}),
  };
}

/** A `$hydrate` definition node with props from the widget's schema, or a hostile node. */
export const layoutNode: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    // The first option has no children: it is the only one left at the deepest level.
    { maxDepth: 3, depthIdentifier: "layoutNode" },
    {
      arbitrary: fc.oneof(
        ...leafWidgetProps.map(({ entry, props }) => props.map((values) => widgetNode(entry, values, []))),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.oneof(
        ...widgetProps.map(({ entry, props }) =>
          fc
            .tuple(props, fc.array(tie("node"), { maxLength: 2 }))
            .map(([values, children]) => widgetNode(entry, values, children)),
        ),
      ),
      weight: 4,
    },
    {
      arbitrary: fc.record({
        $hydrate: fc.oneof(hostileShortString, fc.constantFrom(...fuzzedWidgets.map((e) => e.hydrate))),
        x: hostileJsonValue,
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        $reactComponent: hostileShortString,
        $reactProps: fc.jsonValue({ maxDepth: 2 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        $middleware: fc.jsonValue({ maxDepth: 2 }),
        $hydrate: fc.constant("react.html"),
        html: hostileString,
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(10, 1_000, DEEP)
        .map(
          (depth) =>
            new RawJson(
              `${'{"$hydrate":"react.section.1-column","children":['.repeat(depth)}{"$hydrate":"react.html","html":"x"}${"]}".repeat(depth)}`,
            ),
        ),
      weight: 1,
    },
  ),
})).node;

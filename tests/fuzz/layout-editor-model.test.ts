// The layout editor's guarantee: whatever a site manager does in the editor, the layout it
// holds is one the server saves. Random sequences of editor operations, from each built-in layout,
// must keep `validateDocument` (the server's own validator) at [] after every step, and undoing every
// step must give the start back exactly. A run replays with FUZZ_SEED=<seed> (printed on failure).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LayoutDefinitionNode, LayoutViewType } from "../../schemas/layout/node.schema";
import { widgetCatalog, type WidgetCatalogEntry } from "../../schemas/widgets/index";
import { defaultLayouts } from "../../server/layouts/defaults";
import {
  applyOperation,
  canHoldWidgets,
  createEditorState,
  deepEqual,
  isChildNodesSchema,
  keyboardMoveTarget,
  newNodeOf,
  nodeAt,
  nodeFromClipboard,
  nodeToClipboard,
  outlineOf,
  redo,
  regionsOf,
  undo,
  validateDocument,
  type EditorDocument,
  type EditorOperation,
  type EditorState,
  type NodePath,
  type Slot,
} from "../../src/features/layout-editor/model/index";
import { arbitraryFromSchema, type JsonSchema } from "./schema-arbitrary";
import { ajvDefinitionValidators } from "../../schemas/layout/validate-definition";
import { setDefinitionValidators } from "../../src/features/layout-editor/model/validators";

// The browser imports the server's compiled validators; in node, ajv compiles the same schemas.
setDefinitionValidators(ajvDefinitionValidators);

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 32;
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 40;

/** Props within each widget's schema; nested child-node lists stay empty (nodes are added by "add"). */
const propsArbitrary = new Map<string, fc.Arbitrary<unknown>>(
  widgetCatalog.map((entry) => [
    entry.type,
    arbitraryFromSchema(entry.schema as JsonSchema, {
      maxItems: 2,
      maxStringLength: 20,
      hint: (_, schema) => (isChildNodesSchema(schema) ? fc.constant([]) : undefined),
    }),
  ]),
);
const entryOf = (node: LayoutDefinitionNode): WidgetCatalogEntry =>
  widgetCatalog.find((entry) => entry.hydrate === node.$hydrate)!;

const middlewareArbitrary = fc.option(
  fc.record(
    {
      visibility: fc.record(
        {
          device: fc.constantFrom("all" as const, "desktop" as const, "mobile" as const),
          roleIDs: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

const kinds = [
  "addWidget",
  "addSection",
  "move",
  "keyboard",
  "remove",
  "duplicate",
  "setProps",
  "setMiddleware",
  "undo",
  "redo",
  "paste",
] as const;

type Draw = <T>(arbitrary: fc.Arbitrary<T>) => T;
const pick = <T>(draw: Draw, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[draw(fc.nat({ max: items.length - 1 }))];

/** Every widget and section path of the document, the title bar aside. */
function nodePaths(document: EditorDocument, kind: "widget" | "section" | "any"): NodePath[] {
  return outlineOf(document)
    .filter((row) => row.path[0] === "layout")
    .filter((row) => (kind === "any" ? row.kind !== "region" : row.kind === kind))
    .map((row) => row.path);
}
const regionSlots = (document: EditorDocument): Slot[] =>
  outlineOf(document).flatMap((row) => (row.kind === "region" && row.slot ? [row.slot] : []));

/** One random step: the operation, or undo / redo. Answers the new state and what was done. */
function step(state: EditorState, viewType: LayoutViewType, draw: Draw): { state: EditorState; did: string } {
  const { document } = state;
  const kind = draw(fc.constantFrom(...kinds));
  const run = (operation: EditorOperation, mustApply: boolean) => {
    const next = applyOperation(state, operation);
    if (mustApply)
      expect(next, `${operation.type} should apply: ${JSON.stringify(operation)}`).not.toBe(state);
    return { state: next, did: JSON.stringify(operation) };
  };
  switch (kind) {
    case "addWidget": {
      const entries = widgetCatalog.filter(
        (entry) => entry.kind !== "section" && canHoldWidgets(viewType, entry.hydrate),
      );
      const slot = pick(draw, regionSlots(document));
      const entry = pick(draw, entries)!;
      if (!slot) break;
      const index = draw(fc.nat({ max: slot.index }));
      return run({ type: "add", slot: { ...slot, index }, node: newNodeOf(entry.hydrate) }, true);
    }
    case "addSection": {
      const entry = pick(
        draw,
        widgetCatalog.filter((e) => e.kind === "section"),
      )!;
      const index = draw(fc.nat({ max: document.layout.length }));
      return run(
        { type: "add", slot: { parent: null, region: "layout", index }, node: newNodeOf(entry.hydrate) },
        true,
      );
    }
    case "move": {
      if (draw(fc.boolean())) {
        const from = pick(draw, nodePaths(document, "widget"));
        const to = pick(draw, regionSlots(document));
        if (!from || !to) break;
        // A Tabs widget never goes into one of its own tabs (the model refuses it).
        if (to.parent && from.every((segment, i) => to.parent![i] === segment)) break;
        const sameRegion =
          to.parent !== null && from.slice(0, -1).join("/") === [...to.parent, to.region].join("/");
        const index = draw(fc.nat({ max: sameRegion ? to.index - 1 : to.index }));
        const noOp = sameRegion && index === from[from.length - 1];
        return run({ type: "move", from, to: { ...to, index } }, !noOp);
      }
      const from = pick(draw, nodePaths(document, "section"));
      if (!from) break;
      const index = draw(fc.nat({ max: document.layout.length - 1 }));
      return run({ type: "move", from, to: { parent: null, region: "layout", index } }, index !== from[1]);
    }
    case "keyboard": {
      const from = pick(draw, nodePaths(document, "any"));
      if (!from) break;
      const to = keyboardMoveTarget(document, from, draw(fc.constantFrom("up" as const, "down" as const)));
      if (!to) break;
      return run({ type: "move", from, to }, true);
    }
    case "remove": {
      const path = pick(draw, nodePaths(document, "any"));
      if (!path) break;
      return run({ type: "remove", path }, true);
    }
    case "duplicate": {
      const path = pick(draw, nodePaths(document, "any"));
      if (!path) break;
      return run({ type: "duplicate", path }, true);
    }
    case "setProps": {
      const path = pick(draw, [["titleBar"], ...nodePaths(document, "any")]);
      const node = path && nodeAt(document, path);
      if (!path || !node) break;
      const props = draw(propsArbitrary.get(entryOf(node).type)!) as Record<string, unknown>;
      const next = applyOperation(state, { type: "setProps", path, props });
      // Props within the schema are taken, unless they are the node's props already (a section's
      // regions aside: they change by add, move and remove only).
      if (next === state) {
        const own = (values: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries(values).filter(
              ([name]) => !name.startsWith("$") && !regionsOf(node.$hydrate).includes(name),
            ),
          );
        expect(
          deepEqual(own(props), own(node)),
          `setProps refused on ${node.$hydrate}: ${JSON.stringify(props)}`,
        ).toBe(true);
      }
      return { state: next, did: `setProps ${path.join("/")} ${JSON.stringify(props)}` };
    }
    case "setMiddleware": {
      const path = pick(draw, [["titleBar"], ...nodePaths(document, "any")]);
      if (!path) break;
      return run({ type: "setMiddleware", path, middleware: draw(middlewareArbitrary) }, false);
    }
    case "undo":
      return { state: undo(state), did: "undo" };
    case "redo":
      return { state: redo(state), did: "redo" };
    case "paste": {
      const from = pick(draw, nodePaths(document, "any"));
      if (!from) break;
      const node = nodeFromClipboard(nodeToClipboard(nodeAt(document, from)!));
      expect(node).toEqual(nodeAt(document, from));
      if (from.length === 2) {
        const index = draw(fc.nat({ max: document.layout.length }));
        return run({ type: "add", slot: { parent: null, region: "layout", index }, node: node! }, true);
      }
      const slot = pick(draw, regionSlots(document))!;
      const index = draw(fc.nat({ max: slot.index }));
      return run({ type: "add", slot: { ...slot, index }, node: node! }, true);
    }
  }
  return { state, did: `${kind} (nothing to do)` };
}

// Home and subcommunity home share one layout: it is driven once.
const viewTypes = (Object.keys(defaultLayouts) as LayoutViewType[]).filter(
  (viewType) => viewType !== "subcommunityHome",
);

/** Random edits from a start: valid after every step; undo gives the start back, redo the end. */
function checkRandomEdits(start: EditorDocument, viewType: LayoutViewType): void {
  expect(validateDocument(start)).toEqual([]);
  fc.assert(
    fc.property(fc.gen(), fc.integer({ min: 1, max: 40 }), (gen, length) => {
      const draw: Draw = (arbitrary) => gen(() => arbitrary);
      let state = createEditorState(start);
      const done: string[] = [];
      for (let i = 0; i < length; i++) {
        const next = step(state, viewType, draw);
        state = next.state;
        done.push(next.did);
        expect(validateDocument(state.document), done.join("\n")).toEqual([]);
      }
      const end = state;
      while (state.past.length > 0) state = undo(state);
      expect(state.document).toEqual(start);
      // Redo does every edit again, back to where the sequence ended.
      for (let i = 0; i < end.past.length; i++) state = redo(state);
      expect(state.document).toEqual(end.document);
    }),
    { seed, numRuns: runs, endOnFailure: true },
  );
}

describe("the layout editor's model under random edits", () => {
  it.each(viewTypes)(
    `keeps the %s layout valid after every step, and undo gives the start back (seed ${seed}, ${runs} runs)`,
    (viewType) => {
      const { layout, titleBar } = defaultLayouts[viewType];
      checkRandomEdits(structuredClone({ layout, titleBar }), viewType);
    },
  );

  it(`keeps a home layout with Tabs valid while widgets move into, out of and between its tabs (seed ${seed}, ${runs} runs)`, () => {
    const { layout, titleBar } = structuredClone(defaultLayouts.home);
    const tabs: LayoutDefinitionNode = {
      $hydrate: "react.tabs",
      tabs: [
        { label: "Latest", children: [{ $hydrate: "react.html", html: "<p>x</p>" }] },
        { label: "Popular", children: [] },
      ],
    };
    const first = layout.findIndex((node) => regionsOf(node.$hydrate).length > 0);
    const section = layout[first]!;
    const region = regionsOf(section.$hydrate)[0]!;
    section[region] = [tabs, ...((section[region] as LayoutDefinitionNode[] | undefined) ?? [])];
    checkRandomEdits({ layout, titleBar }, "home");
  });
});

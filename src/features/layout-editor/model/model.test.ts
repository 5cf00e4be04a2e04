import { nodeLabel, setServerWidgetNames } from "./tree";
import { describe, expect, it } from "vitest";
import { ajvDefinitionValidators, validateDefinition } from "../../../../schemas/layout/validate-definition";
import type { LayoutDefinitionNode } from "../../../../schemas/layout/node.schema";
import { widgetCatalog } from "../../../../schemas/widgets/index";
import {
  applyOperation,
  canApply,
  canHoldWidgets,
  createEditorState,
  describePosition,
  describeSlot,
  HISTORY_LIMIT,
  keyboardMoveTarget,
  newNodeOf,
  nodeAt,
  nodeFromClipboard,
  nodeToClipboard,
  outlineOf,
  redo,
  regionsOf,
  select,
  undo,
  validateDocument,
  type EditorDocument,
  type EditorOperation,
  type EditorState,
} from "./index";
import { setDefinitionValidators } from "./validators";

// The browser imports the server's compiled validators; in node, ajv compiles the same schemas.
setDefinitionValidators(ajvDefinitionValidators);

const html = (text: string): LayoutDefinitionNode => ({ $hydrate: "react.html", html: `<p>${text}</p>` });
const textOf = (node: LayoutDefinitionNode | undefined) => node?.html;

/** A home-like document: a full-width banner section, then two columns with widgets. */
function documentOf(): EditorDocument {
  return {
    titleBar: { $hydrate: "react.titlebar" },
    layout: [
      { $hydrate: "react.section.full-width", children: [html("banner")] },
      {
        $hydrate: "react.section.2-columns",
        breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
        mainTop: [html("a"), html("b"), html("c")],
        secondaryTop: [html("panel")],
      },
      { $hydrate: "react.section.1-column", children: [html("last")] },
    ],
  };
}
const stateOf = () => createEditorState(documentOf());
const apply = (state: EditorState, ...operations: EditorOperation[]) =>
  operations.reduce((current, operation) => applyOperation(current, operation), state);

describe("paths and the outline", () => {
  it("finds sections, widgets and the title bar by path; nothing elsewhere", () => {
    const document = documentOf();
    expect(nodeAt(document, ["layout", 1])?.$hydrate).toBe("react.section.2-columns");
    expect(textOf(nodeAt(document, ["layout", 1, "mainTop", 2]))).toBe("<p>c</p>");
    expect(nodeAt(document, ["titleBar"])?.$hydrate).toBe("react.titlebar");
    expect(nodeAt(document, ["layout", 9])).toBeUndefined();
    expect(nodeAt(document, ["layout", 1, "mainTop"])).toBeUndefined();
    expect(nodeAt(document, ["layout", 1, "nowhere", 0])).toBeUndefined();
    expect(nodeAt(document, [])).toBeUndefined();
  });

  it("takes a section's regions from its catalog schema, the breadcrumbs first", () => {
    expect(regionsOf("react.section.2-columns")).toEqual([
      "breadcrumbs",
      "mainTop",
      "mainBottom",
      "secondaryTop",
      "secondaryBottom",
    ]);
    expect(regionsOf("react.section.full-width")).toEqual(["children"]);
    expect(regionsOf("react.html")).toEqual([]);
    expect(regionsOf("react.unknown")).toEqual([]);
  });

  it("lists the title bar, then each section, every region (empty ones with a slot at their end) and widget", () => {
    const rows = outlineOf(documentOf());
    expect(rows.slice(0, 4).map((row) => [row.kind, row.path.join("/"), row.depth])).toEqual([
      ["widget", "titleBar", 0],
      ["section", "layout/0", 0],
      ["region", "layout/0/children", 1],
      ["widget", "layout/0/children/0", 2],
    ]);
    const mainBottom = rows.find((row) => row.path.join("/") === "layout/1/mainBottom");
    expect(mainBottom).toMatchObject({
      kind: "region",
      label: "Main bottom",
      slot: { parent: ["layout", 1], region: "mainBottom", index: 0 },
    });
    const mainTop = rows.find((row) => row.path.join("/") === "layout/1/mainTop");
    expect(mainTop?.slot?.index).toBe(3);
    expect(rows.find((row) => row.path.join("/") === "layout/1")?.label).toBe("2 columns");
    expect(rows.filter((row) => row.kind === "widget")).toHaveLength(8);
  });
});

describe("add", () => {
  it("puts a widget in a region and selects it", () => {
    const state = apply(stateOf(), {
      type: "add",
      slot: { parent: ["layout", 1], region: "mainTop", index: 1 },
      node: html("new"),
    });
    expect(state.document.layout[1]?.mainTop).toEqual([html("a"), html("new"), html("b"), html("c")]);
    expect(state.selection).toEqual(["layout", 1, "mainTop", 1]);
    expect(state.past).toHaveLength(1);
  });

  it("fills an empty region the section does not list yet", () => {
    const state = apply(stateOf(), {
      type: "add",
      slot: { parent: ["layout", 1], region: "mainBottom", index: 0 },
      node: html("new"),
    });
    expect(state.document.layout[1]?.mainBottom).toEqual([html("new")]);
  });

  it("puts a section in the top-level list", () => {
    const state = apply(stateOf(), {
      type: "add",
      slot: { parent: null, region: "layout", index: 3 },
      node: newNodeOf("react.section.3-columns"),
    });
    expect(state.document.layout[3]).toEqual({ $hydrate: "react.section.3-columns" });
    expect(state.selection).toEqual(["layout", 3]);
  });

  it.each<[string, EditorOperation]>([
    [
      "a section into a region",
      {
        type: "add",
        slot: { parent: ["layout", 1], region: "mainTop", index: 0 },
        node: newNodeOf("react.section.1-column"),
      },
    ],
    [
      "a widget at the top level",
      { type: "add", slot: { parent: null, region: "layout", index: 0 }, node: html("x") },
    ],
    [
      "the title bar into a region",
      {
        type: "add",
        slot: { parent: ["layout", 1], region: "mainTop", index: 0 },
        node: { $hydrate: "react.titlebar" },
      },
    ],
    [
      "a layout error",
      {
        type: "add",
        slot: { parent: ["layout", 1], region: "mainTop", index: 0 },
        node: { $hydrate: "react.layout-error" },
      },
    ],
    [
      "an unknown widget",
      {
        type: "add",
        slot: { parent: ["layout", 1], region: "mainTop", index: 0 },
        node: { $hydrate: "react.nope" },
      },
    ],
    [
      "a widget its schema refuses (a call to action without a title)",
      {
        type: "add",
        slot: { parent: ["layout", 1], region: "mainTop", index: 0 },
        node: { $hydrate: "react.cta" },
      },
    ],
    [
      "an index past the region's end",
      { type: "add", slot: { parent: ["layout", 1], region: "mainTop", index: 4 }, node: html("x") },
    ],
    [
      "a negative index",
      { type: "add", slot: { parent: ["layout", 1], region: "mainTop", index: -1 }, node: html("x") },
    ],
    [
      "a region the section does not have",
      { type: "add", slot: { parent: ["layout", 1], region: "children", index: 0 }, node: html("x") },
    ],
    [
      "a region of a widget",
      {
        type: "add",
        slot: { parent: ["layout", 1, "mainTop", 0], region: "children", index: 0 },
        node: html("x"),
      },
    ],
    [
      "a section that does not exist",
      { type: "add", slot: { parent: ["layout", 7], region: "children", index: 0 }, node: html("x") },
    ],
  ])("refuses %s: the same state, nothing to undo", (_, operation) => {
    const state = stateOf();
    expect(applyOperation(state, operation)).toBe(state);
    expect(canApply(state.document, operation)).toBe(false);
  });
});

describe("move", () => {
  it("moves within a region: `to.index` is the node's index once moved", () => {
    const down = apply(stateOf(), {
      type: "move",
      from: ["layout", 1, "mainTop", 0],
      to: { parent: ["layout", 1], region: "mainTop", index: 2 },
    });
    expect(down.document.layout[1]?.mainTop).toEqual([html("b"), html("c"), html("a")]);
    expect(down.selection).toEqual(["layout", 1, "mainTop", 2]);
  });

  it("moves across regions and sections", () => {
    const state = apply(stateOf(), {
      type: "move",
      from: ["layout", 1, "mainTop", 1],
      to: { parent: ["layout", 2], region: "children", index: 1 },
    });
    expect(state.document.layout[1]?.mainTop).toEqual([html("a"), html("c")]);
    expect(state.document.layout[2]?.children).toEqual([html("last"), html("b")]);
    expect(state.selection).toEqual(["layout", 2, "children", 1]);
  });

  it("moves a section among sections", () => {
    const state = apply(stateOf(), {
      type: "move",
      from: ["layout", 0],
      to: { parent: null, region: "layout", index: 2 },
    });
    expect(state.document.layout.map((node) => node.$hydrate)).toEqual([
      "react.section.2-columns",
      "react.section.1-column",
      "react.section.full-width",
    ]);
    expect(state.selection).toEqual(["layout", 2]);
  });

  it.each<[string, EditorOperation]>([
    [
      "to where it is",
      {
        type: "move",
        from: ["layout", 1, "mainTop", 1],
        to: { parent: ["layout", 1], region: "mainTop", index: 1 },
      },
    ],
    [
      "a section into a region",
      { type: "move", from: ["layout", 0], to: { parent: ["layout", 1], region: "mainTop", index: 0 } },
    ],
    [
      "a section into its own region",
      { type: "move", from: ["layout", 1], to: { parent: ["layout", 1], region: "mainTop", index: 0 } },
    ],
    [
      "a widget to the top level",
      { type: "move", from: ["layout", 1, "mainTop", 0], to: { parent: null, region: "layout", index: 0 } },
    ],
    [
      "past the end of its own region",
      {
        type: "move",
        from: ["layout", 1, "mainTop", 0],
        to: { parent: ["layout", 1], region: "mainTop", index: 3 },
      },
    ],
    [
      "a node that does not exist",
      {
        type: "move",
        from: ["layout", 1, "mainTop", 5],
        to: { parent: ["layout", 2], region: "children", index: 0 },
      },
    ],
    [
      "the title bar",
      { type: "move", from: ["titleBar"], to: { parent: ["layout", 2], region: "children", index: 0 } },
    ],
  ])("refuses %s", (_, operation) => {
    const state = stateOf();
    expect(applyOperation(state, operation)).toBe(state);
  });
});

describe("remove and duplicate", () => {
  it("removes a widget and selects the one that took its place, else the one before, else its section", () => {
    let state = apply(stateOf(), { type: "remove", path: ["layout", 1, "mainTop", 1] });
    expect(state.document.layout[1]?.mainTop).toEqual([html("a"), html("c")]);
    expect(state.selection).toEqual(["layout", 1, "mainTop", 1]);
    state = apply(state, { type: "remove", path: ["layout", 1, "mainTop", 1] });
    expect(state.selection).toEqual(["layout", 1, "mainTop", 0]);
    state = apply(state, { type: "remove", path: ["layout", 1, "mainTop", 0] });
    expect(state.selection).toEqual(["layout", 1]);
  });

  it("removes a section; the title bar stays", () => {
    const state = apply(stateOf(), { type: "remove", path: ["layout", 2] });
    expect(state.document.layout).toHaveLength(2);
    expect(state.selection).toEqual(["layout", 1]);
    expect(applyOperation(state, { type: "remove", path: ["titleBar"] })).toBe(state);
    expect(applyOperation(state, { type: "remove", path: ["layout", 5] })).toBe(state);
  });

  it("puts a copy right after the node and selects it; the copy is a copy", () => {
    const state = apply(stateOf(), { type: "duplicate", path: ["layout", 1, "mainTop", 0] });
    const mainTop = state.document.layout[1]?.mainTop as LayoutDefinitionNode[];
    expect(mainTop.map(textOf)).toEqual(["<p>a</p>", "<p>a</p>", "<p>b</p>", "<p>c</p>"]);
    expect(mainTop[1]).not.toBe(mainTop[0]);
    expect(state.selection).toEqual(["layout", 1, "mainTop", 1]);
  });

  it("duplicates a section with its widgets", () => {
    const state = apply(stateOf(), { type: "duplicate", path: ["layout", 0] });
    expect(state.document.layout[1]).toEqual(state.document.layout[0]);
    expect(state.selection).toEqual(["layout", 1]);
  });
});

describe("setProps, setMiddleware, setFragmentImpls", () => {
  it("replaces a widget's props, keeping $hydrate and $middleware", () => {
    let state = apply(stateOf(), {
      type: "setMiddleware",
      path: ["layout", 1, "mainTop", 0],
      middleware: { visibility: { device: "mobile", roleIDs: [2, 8] } },
    });
    state = apply(state, {
      type: "setProps",
      path: ["layout", 1, "mainTop", 0],
      props: { html: "<b>x</b>", height: 200 },
    });
    expect(nodeAt(state.document, ["layout", 1, "mainTop", 0])).toEqual({
      $hydrate: "react.html",
      html: "<b>x</b>",
      height: 200,
      $middleware: { visibility: { device: "mobile", roleIDs: [2, 8] } },
    });
    expect(state.selection).toEqual(["layout", 1, "mainTop", 0]);
    expect(state.past).toHaveLength(2);
  });

  it("keeps a section's regions: children move by add, move and remove, never by its form", () => {
    const state = apply(stateOf(), {
      type: "setProps",
      path: ["layout", 1],
      props: { isInverted: true, mainTop: [] },
    });
    expect(state.document.layout[1]?.isInverted).toBe(true);
    expect(state.document.layout[1]?.mainTop).toHaveLength(3);
  });

  it("edits the title bar", () => {
    const state = apply(stateOf(), {
      type: "setMiddleware",
      path: ["titleBar"],
      middleware: { visibility: { device: "desktop" } },
    });
    expect(state.document.titleBar?.$middleware).toEqual({ visibility: { device: "desktop" } });
  });

  it("removes the middleware with undefined (or an empty object)", () => {
    let state = apply(stateOf(), {
      type: "setMiddleware",
      path: ["layout", 0],
      middleware: { visibility: { device: "desktop" } },
    });
    state = apply(state, { type: "setMiddleware", path: ["layout", 0], middleware: undefined });
    expect(state.document.layout[0]).not.toHaveProperty("$middleware");
  });

  it("sets and removes fragment implementations", () => {
    let state = apply(stateOf(), {
      type: "setFragmentImpls",
      path: ["titleBar"],
      impls: { TitleBarFragment: { fragmentUUID: "system" } },
    });
    expect(state.document.titleBar?.$fragmentImpls).toEqual({ TitleBarFragment: { fragmentUUID: "system" } });
    state = apply(state, { type: "setFragmentImpls", path: ["titleBar"], impls: undefined });
    expect(state.document.titleBar).toEqual({ $hydrate: "react.titlebar" });
  });

  it.each<[string, EditorOperation]>([
    [
      "props the schema refuses",
      { type: "setProps", path: ["layout", 1, "mainTop", 0], props: { height: 1 } },
    ],
    [
      "a prop the widget does not have",
      { type: "setProps", path: ["layout", 1, "mainTop", 0], props: { html: "", color: "red" } },
    ],
    ["the same props", { type: "setProps", path: ["layout", 1, "mainTop", 0], props: { html: "<p>a</p>" } }],
    ["a node that does not exist", { type: "setProps", path: ["layout", 4], props: {} }],
    [
      "a device that does not exist (shell spec §2: all, desktop or mobile)",
      { type: "setMiddleware", path: ["layout", 0], middleware: { visibility: { device: "tv" as "all" } } },
    ],
    [
      "role IDs that are not integers",
      {
        type: "setMiddleware",
        path: ["layout", 0],
        middleware: { visibility: { roleIDs: ["admin" as unknown as number] } },
      },
    ],
    [
      "a fragment without its UUID",
      { type: "setFragmentImpls", path: ["titleBar"], impls: { TitleBarFragment: {} as never } },
    ],
  ])("refuses %s", (_, operation) => {
    const state = stateOf();
    expect(applyOperation(state, operation)).toBe(state);
  });
});

describe("replace (the Advanced JSON view)", () => {
  it("swaps the document when it validates and keeps a selection that still exists", () => {
    const next: EditorDocument = {
      layout: [{ $hydrate: "react.section.1-column", children: [html("only")] }],
    };
    const state = apply(select(stateOf(), ["layout", 0]), { type: "replace", document: next });
    expect(state.document).toBe(next);
    expect(state.selection).toEqual(["layout", 0]);
    expect(undo(state).document).toEqual(documentOf());
  });

  it("refuses a document the server would refuse", () => {
    const state = stateOf();
    const invalid = {
      layout: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.cta" }] }],
    };
    expect(applyOperation(state, { type: "replace", document: invalid })).toBe(state);
    expect(applyOperation(state, { type: "replace", document: { layout: "x" } as never })).toBe(state);
  });
});

describe("undo and redo", () => {
  it("takes every edit back and does it again, with the selection of the time", () => {
    const start = select(stateOf(), ["layout", 1, "mainTop", 0]);
    const moved = apply(start, {
      type: "move",
      from: ["layout", 1, "mainTop", 0],
      to: { parent: ["layout", 1], region: "secondaryTop", index: 1 },
    });
    const undone = undo(moved);
    expect(undone.document).toEqual(documentOf());
    expect(undone.selection).toEqual(["layout", 1, "mainTop", 0]);
    const redone = redo(undone);
    expect(redone.document).toEqual(moved.document);
    expect(redone.selection).toEqual(["layout", 1, "secondaryTop", 1]);
  });

  it("clears redo on a new edit", () => {
    const edited = apply(stateOf(), { type: "remove", path: ["layout", 0] });
    const undone = undo(edited);
    expect(undone.future).toHaveLength(1);
    const again = apply(undone, { type: "remove", path: ["layout", 2] });
    expect(again.future).toEqual([]);
    expect(redo(again)).toBe(again);
  });

  it("answers the same state with nothing to undo or redo", () => {
    const state = stateOf();
    expect(undo(state)).toBe(state);
    expect(redo(state)).toBe(state);
  });

  it(`keeps the last ${HISTORY_LIMIT} edits`, () => {
    let state = stateOf();
    for (let i = 0; i <= HISTORY_LIMIT + 5; i++) {
      state = apply(state, {
        type: "setProps",
        path: ["layout", 1, "mainTop", 0],
        props: { html: `<p>${i}</p>` },
      });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.pastSelections).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) state = undo(state);
    expect(undo(state)).toBe(state);
    expect(textOf(nodeAt(state.document, ["layout", 1, "mainTop", 0]))).toBe("<p>5</p>");
  });
});

describe("keyboardMoveTarget", () => {
  const document = documentOf();
  it("steps within the region", () => {
    expect(keyboardMoveTarget(document, ["layout", 1, "mainTop", 1], "up")).toEqual({
      parent: ["layout", 1],
      region: "mainTop",
      index: 0,
    });
    expect(keyboardMoveTarget(document, ["layout", 1, "mainTop", 1], "down")).toEqual({
      parent: ["layout", 1],
      region: "mainTop",
      index: 2,
    });
  });

  it("then into the previous region's end or the next region's start, empty ones included, in the section's order", () => {
    expect(keyboardMoveTarget(document, ["layout", 1, "mainTop", 0], "up")).toEqual({
      parent: ["layout", 1],
      region: "breadcrumbs",
      index: 1,
    });
    expect(keyboardMoveTarget(document, ["layout", 1, "mainTop", 2], "down")).toEqual({
      parent: ["layout", 1],
      region: "mainBottom",
      index: 0,
    });
    expect(keyboardMoveTarget(document, ["layout", 1, "secondaryTop", 0], "up")).toEqual({
      parent: ["layout", 1],
      region: "mainBottom",
      index: 0,
    });
  });

  it("then into the neighbouring section's last or first region", () => {
    expect(keyboardMoveTarget(document, ["layout", 1, "breadcrumbs", 0], "up")).toEqual({
      parent: ["layout", 0],
      region: "children",
      index: 1,
    });
    expect(keyboardMoveTarget(document, ["layout", 0, "children", 0], "down")).toEqual({
      parent: ["layout", 1],
      region: "breadcrumbs",
      index: 0,
    });
    expect(keyboardMoveTarget(document, ["layout", 2, "children", 0], "up")).toEqual({
      parent: ["layout", 1],
      region: "secondaryBottom",
      index: 0,
    });
  });

  it("answers null at the document's ends, for the title bar and for paths that do not exist", () => {
    expect(keyboardMoveTarget(document, ["layout", 0, "children", 0], "up")).toBeNull();
    expect(keyboardMoveTarget(document, ["layout", 2, "children", 0], "down")).toBeNull();
    expect(keyboardMoveTarget(document, ["titleBar"], "down")).toBeNull();
    expect(keyboardMoveTarget(document, ["layout", 1, "mainTop", 9], "down")).toBeNull();
  });

  it("moves sections among sections", () => {
    expect(keyboardMoveTarget(document, ["layout", 1], "up")).toEqual({
      parent: null,
      region: "layout",
      index: 0,
    });
    expect(keyboardMoveTarget(document, ["layout", 1], "down")).toEqual({
      parent: null,
      region: "layout",
      index: 2,
    });
    expect(keyboardMoveTarget(document, ["layout", 0], "up")).toBeNull();
    expect(keyboardMoveTarget(document, ["layout", 2], "down")).toBeNull();
  });

  it("walks a widget from the document's start to its end and back, one move at a time", () => {
    let state = stateOf();
    let path = ["layout", 0, "children", 0] as const as readonly (string | number)[];
    const seen: string[] = [];
    for (let target = keyboardMoveTarget(state.document, path, "down"); target;) {
      state = applyOperation(state, { type: "move", from: path, to: target });
      path = state.selection!;
      seen.push(describePosition(state.document, path)!);
      target = keyboardMoveTarget(state.document, path, "down");
    }
    expect(path).toEqual(["layout", 2, "children", 1]);
    // Past each widget of each region, through the empty ones, into the next section.
    expect(seen).toEqual([
      "Position 1 of 2 in Breadcrumbs of section 2",
      "Position 2 of 2 in Breadcrumbs of section 2",
      "Position 1 of 4 in Main top of section 2",
      "Position 2 of 4 in Main top of section 2",
      "Position 3 of 4 in Main top of section 2",
      "Position 4 of 4 in Main top of section 2",
      "Position 1 of 1 in Main bottom of section 2",
      "Position 1 of 2 in Panel top of section 2",
      "Position 2 of 2 in Panel top of section 2",
      "Position 1 of 1 in Panel bottom of section 2",
      "Position 1 of 2 in Content of section 3",
      "Position 2 of 2 in Content of section 3",
    ]);
    while (state.past.length > 0) state = undo(state);
    expect(state.document).toEqual(documentOf());
  });
});

describe("announcements", () => {
  it("describes a slot: position, count, region and section, counting from 1", () => {
    const document = documentOf();
    expect(describeSlot(document, { parent: ["layout", 1], region: "mainTop", index: 1 })).toBe(
      "Position 2 of 3 in Main top of section 2",
    );
    expect(describeSlot(document, { parent: null, region: "layout", index: 0 })).toBe("Section 1 of 3");
    expect(describePosition(document, ["titleBar"])).toBeNull();
  });
});

describe("validateDocument", () => {
  it("is the server's validator: the same field errors", () => {
    const invalid: EditorDocument = {
      layout: [
        {
          $hydrate: "react.section.2-columns",
          mainTop: [{ $hydrate: "react.cta", title: "" }, { $hydrate: "react.nope" }],
        },
      ],
      titleBar: { $hydrate: "react.titlebar", $middleware: { visibility: { device: "tv" as "all" } } },
    };
    const errors = validateDocument(invalid);
    expect(errors).toEqual(validateDefinition(invalid));
    expect(errors.map((error) => [error.path, error.code])).toEqual([
      ["layout[0].mainTop[0]", "minLength"],
      ["layout[0].mainTop[1]", "unknownWidget"],
      ["titleBar", "enum"],
    ]);
    expect(validateDocument(documentOf())).toEqual([]);
  });
});

describe("clipboard", () => {
  it("copies a node as text and reads it back", () => {
    const node = { ...html("copied"), $middleware: { visibility: { device: "mobile" as const } } };
    expect(nodeFromClipboard(nodeToClipboard(node))).toEqual(node);
  });

  it.each([
    ["text that is not JSON", "hello"],
    ["JSON that is not a node", '{"a":1}'],
    ["a widget the catalog does not know", '{"$hydrate":"react.nope"}'],
    ["a node its schema refuses", '{"$hydrate":"react.cta"}'],
    ["a layout error", '{"$hydrate":"react.layout-error"}'],
  ])("reads %s as nothing", (_, text) => {
    expect(nodeFromClipboard(text)).toBeNull();
  });

  it("pastes through an add (into another layout)", () => {
    const copied = nodeToClipboard(nodeAt(documentOf(), ["layout", 1, "mainTop", 2])!);
    const other = createEditorState({ layout: [{ $hydrate: "react.section.1-column" }] });
    const pasted = apply(other, {
      type: "add",
      slot: { parent: ["layout", 0], region: "children", index: 0 },
      node: nodeFromClipboard(copied)!,
    });
    expect(pasted.document.layout[0]?.children).toEqual([html("c")]);
  });
});

describe("newNodeOf", () => {
  it("makes every placeable catalog entry valid at once", () => {
    for (const entry of widgetCatalog) {
      if (entry.type === "LayoutError" || entry.type === "TitleBar") continue;
      const node = newNodeOf(entry.hydrate);
      expect(validateDocument({ layout: [node] }), entry.type).toEqual([]);
    }
  });

  it("gives a call to action a title and a button", () => {
    expect(newNodeOf("react.cta")).toEqual({
      $hydrate: "react.cta",
      title: "Join the conversation",
      description: expect.any(String),
      button: { title: "Browse discussions", url: "/discussions" },
    });
  });

  it("refuses a key the catalog does not know", () => {
    expect(() => newNodeOf("react.nope")).toThrow(/not a known widget/);
  });

  it("starts a custom fragment's widget type from the schema the server's catalog gives; any view may hold it", () => {
    const schema = {
      type: "object",
      properties: { title: { type: "string" }, body: { type: "string" } },
      required: ["title"],
    };
    const node = newNodeOf("custom.0b5f", schema);
    expect(node).toEqual({ $hydrate: "custom.0b5f", title: "" });
    // Whether its props are valid is the served validators' word (they know the server's catalog).
    expect(canHoldWidgets("home", "custom.0b5f")).toBe(true);
    expect(canHoldWidgets("post", "custom.0b5f")).toBe(true);
    // Named as the server's catalog names it, in the outline and the settings panel.
    setServerWidgetNames({ "custom.0b5f": "Event card" });
    expect(nodeLabel(node)).toBe("Event card");
  });
});

describe("canHoldWidgets", () => {
  it("keeps each view's assets to that view (content spec §2)", () => {
    expect(canHoldWidgets("post", "react.asset.commentThread")).toBe(true);
    expect(canHoldWidgets("home", "react.asset.commentThread")).toBe(false);
    expect(canHoldWidgets("discussionList", "react.asset.discussionList")).toBe(true);
    expect(canHoldWidgets("home", "react.asset.discussionList")).toBe(false);
    expect(canHoldWidgets("home", "react.section.2-columns")).toBe(true);
    expect(canHoldWidgets("home", "react.cta")).toBe(true);
    expect(canHoldWidgets("home", "react.titlebar")).toBe(false);
    expect(canHoldWidgets("home", "react.layout-error")).toBe(false);
    expect(canHoldWidgets("home", "react.nope")).toBe(false);
  });
});

describe("moves between the tabs of a Tabs widget", () => {
  /** Main top: a, then Tabs (Latest: x; Popular: empty), then b. */
  function tabbed(): EditorDocument {
    return {
      layout: [
        {
          $hydrate: "react.section.2-columns",
          mainTop: [
            html("a"),
            {
              $hydrate: "react.tabs",
              tabs: [
                { label: "Latest", children: [html("x")] },
                { label: "Popular", children: [] },
              ],
            },
            html("b"),
          ],
        },
      ],
    };
  }
  const tabsPath = ["layout", 0, "mainTop", 1] as const;

  it("lists each tab as a row one can add to, with its widgets under it", () => {
    const rows = outlineOf(tabbed()).filter((row) => row.path.length > 4);
    expect(rows.map((row) => [row.kind, row.label, row.depth])).toEqual([
      ["region", 'Tab "Latest"', 3],
      ["widget", "HTML", 4],
      ["region", 'Tab "Popular"', 3],
    ]);
    expect(rows[1]!.path).toEqual([...tabsPath, "tabs", 0, "children", 0]);
    expect(rows[1]!.place).toBe('Tab "Latest"');
    expect(rows[2]!.slot).toEqual({ parent: [...tabsPath, "tabs", 1], region: "children", index: 0 });
  });

  it("moves a widget into a tab, between tabs and out again (drag and drop's slots), each undoable", () => {
    let state = createEditorState(tabbed());
    state = applyOperation(state, {
      type: "move",
      from: ["layout", 0, "mainTop", 0],
      to: { parent: [...tabsPath, "tabs", 1], region: "children", index: 0 },
    });
    // "a" left Main top, so the Tabs widget is first now.
    const tabs = ["layout", 0, "mainTop", 0] as const;
    expect(state.selection).toEqual([...tabs, "tabs", 1, "children", 0]);
    expect(describePosition(state.document, state.selection!)).toBe(
      'Position 1 of 1 in Tab "Popular" of section 1',
    );
    state = applyOperation(state, {
      type: "move",
      from: [...tabs, "tabs", 1, "children", 0],
      to: { parent: [...tabs, "tabs", 0], region: "children", index: 1 },
    });
    expect(textOf(nodeAt(state.document, [...tabs, "tabs", 0, "children", 1]))).toBe("<p>a</p>");
    state = applyOperation(state, {
      type: "move",
      from: [...tabs, "tabs", 0, "children", 0],
      to: { parent: ["layout", 0], region: "mainBottom", index: 0 },
    });
    expect(textOf(nodeAt(state.document, ["layout", 0, "mainBottom", 0]))).toBe("<p>x</p>");
    expect(validateDocument(state.document)).toEqual([]);
    for (let i = 0; i < 3; i++) state = undo(state);
    expect(state.document).toEqual(tabbed());
  });

  it("never moves a Tabs widget into its own tab", () => {
    const state = createEditorState(tabbed());
    const into = { parent: [...tabsPath, "tabs", 0], region: "children", index: 0 };
    expect(applyOperation(state, { type: "move", from: tabsPath, to: into })).toBe(state);
  });

  it("walks a widget by keyboard through the tabs it passes, in reading order, announcing each place", () => {
    let state = createEditorState(tabbed());
    let path: readonly (string | number)[] = ["layout", 0, "mainTop", 0];
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const target = keyboardMoveTarget(state.document, path, "down");
      if (!target) break;
      state = applyOperation(state, { type: "move", from: path, to: target });
      path = state.selection!;
      seen.push(describePosition(state.document, path)!);
    }
    expect(seen).toEqual([
      'Position 1 of 2 in Tab "Latest" of section 1',
      'Position 2 of 2 in Tab "Latest" of section 1',
      'Position 1 of 1 in Tab "Popular" of section 1',
      "Position 2 of 3 in Main top of section 1",
      "Position 3 of 3 in Main top of section 1",
    ]);
    // And back up the same way.
    const back: string[] = [];
    for (let i = 0; i < 5; i++) {
      const target = keyboardMoveTarget(state.document, path, "up");
      if (!target) break;
      state = applyOperation(state, { type: "move", from: path, to: target });
      path = state.selection!;
      back.push(describePosition(state.document, path)!);
    }
    expect(back).toEqual([
      "Position 2 of 3 in Main top of section 1",
      'Position 1 of 1 in Tab "Popular" of section 1',
      'Position 2 of 2 in Tab "Latest" of section 1',
      'Position 1 of 2 in Tab "Latest" of section 1',
      "Position 1 of 3 in Main top of section 1",
    ]);
  });
});

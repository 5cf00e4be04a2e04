/**
 * The layout editor's model: a layout definition being edited, as plain immutable data, and every
 * edit the editor can make to it. Pure (no React, no fetch): the editor's UI, its keyboard commands
 * and the property-based test all drive these functions, and every result is checked with the same
 * validator the server uses before it saves (`validateDocument`).
 *
 * A node is addressed by its path from the document: `["layout", 1, "mainTop", 0]` is the first
 * widget of the `mainTop` region of the second section; `["layout", 1]` is that section;
 * `["titleBar"]` is the title bar. Regions are a section's props whose schema is the child-nodes list.
 */
import type { FieldError } from "../../../../schemas/entities/error.schema";
import { isDefinitionNode, isPlainObject } from "../../../../schemas/layout/definition-nodes";
import type { LayoutDefinitionNode, LayoutViewType } from "../../../../schemas/layout/node.schema";
import { checkDefinition } from "../../../../schemas/layout/check-definition";
import { findCatalogEntry } from "../../../../schemas/widgets/index";
import {
  isCustomWidgetKey,
  isPlaceableWidget,
  isSectionEntry,
  regionsOf,
  tabListsOf,
  viewMayHold,
} from "./catalog";
import { positionText, regionLabel, tabLabel } from "./describe";
import { newNodeFor } from "./new-node";
import { definitionValidators } from "./validators";
import {
  containerOf,
  listPathOf,
  nodeAtPath,
  nodeLabel,
  pathAfterRemoval,
  pathBeforeRemoval,
  pathOfSlot,
  regionList,
  slotOfPath,
  startsWith,
  tabOfPath,
  updateAt,
} from "./tree";

export { catalogFor, isChildNodesSchema, isCustomWidgetKey, regionsOf, viewTypesOfWidget } from "./catalog";
export { regionLabel } from "./describe";
export { definitionValidators, setDefinitionValidators } from "./validators";
export { setServerWidgetNames } from "./tree";

/** The definition being edited: the page's sections and the title bar. */
export interface EditorDocument {
  layout: LayoutDefinitionNode[];
  titleBar?: LayoutDefinitionNode;
}

/** A node's address in the document (see the module comment). */
export type NodePath = readonly (string | number)[];

/**
 * Where a node can go: a region of a section (`parent` = the section's path), or the top-level section
 * list (`parent` = null, `region` = "layout"). `index` is the position the node has once it is there:
 * for a move within one list, counted after the node left its old position.
 */
export interface Slot {
  parent: NodePath | null;
  region: string;
  index: number;
}

/** One row of the outline: every section, region and widget in reading order. */
export interface OutlineItem {
  path: NodePath;
  kind: "section" | "region" | "widget";
  /** The section's or widget's name for people (catalog name), or the region's name. */
  label: string;
  depth: number;
  /** For widgets and regions: the region's name; for a region row, its slot for adding at its end. */
  region?: string;
  slot?: Slot;
  /** For a tab's row and the widgets in it: the tab's name for people ("Tab Latest"). */
  place?: string;
}

/** One edit (what undo takes back). */
export type EditorOperation =
  | { type: "add"; slot: Slot; node: LayoutDefinitionNode }
  | { type: "move"; from: NodePath; to: Slot }
  | { type: "remove"; path: NodePath }
  | { type: "duplicate"; path: NodePath }
  | { type: "setProps"; path: NodePath; props: Record<string, unknown> }
  | { type: "setMiddleware"; path: NodePath; middleware: LayoutDefinitionNode["$middleware"] | undefined }
  | { type: "setFragmentImpls"; path: NodePath; impls: LayoutDefinitionNode["$fragmentImpls"] | undefined }
  | { type: "replace"; document: EditorDocument };

/** The document with its undo and redo stacks and the selected node. */
export interface EditorState {
  document: EditorDocument;
  selection: NodePath | null;
  /** Documents before each edit, oldest first; at most {@link HISTORY_LIMIT}. */
  past: EditorDocument[];
  /** Documents undone, the next to redo last. */
  future: EditorDocument[];
  /** The selection that went with each document of `past` and `future` (restored by undo and redo). */
  pastSelections?: (NodePath | null)[];
  futureSelections?: (NodePath | null)[];
}

/** How many edits undo can take back; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

/** A fresh editor state on a document (nothing to undo, nothing selected). */
export function createEditorState(document: EditorDocument): EditorState {
  return { document, selection: null, past: [], future: [], pastSelections: [], futureSelections: [] };
}

/** The same state with another node selected (no edit: nothing to undo). */
export function select(state: EditorState, selection: NodePath | null): EditorState {
  return { ...state, selection: selection && nodeAtPath(state.document, selection) ? selection : null };
}

/**
 * Applies one edit: answers the new state (the edit pushed on the undo stack, redo cleared, the
 * selection following the node edited, moved or added), or the same state when the edit is not
 * possible (a path that does not exist, a section into a region, a widget at the top level, a node
 * or props the validator refuses, the title bar moved or removed) or changes nothing.
 *
 * - `add` puts a node of the catalog in a slot; the node must pass the validator (a pasted one too).
 * - `move` takes a node out and puts it in the slot (`to.index` is its index once moved).
 * - `remove` selects the node that took its place, else the one before, else its section.
 * - `duplicate` puts a copy right after the node and selects the copy.
 * - `setProps` replaces the node's props (not its regions: a section's children move by `add`,
 *   `move` and `remove`; not `$middleware` and `$fragmentImpls`: they have their own edits).
 * - `setMiddleware` and `setFragmentImpls` set or (undefined) remove those node fields.
 * - `replace` swaps the whole document (the Advanced JSON view) when it validates.
 */
export function applyOperation(state: EditorState, operation: EditorOperation): EditorState {
  const result = applyToDocument(state.document, operation, state.selection);
  if (!result) return state;
  const past = [...state.past, state.document];
  const pastSelections = [...aligned(state.pastSelections, state.past.length), state.selection];
  const overflow = Math.max(0, past.length - HISTORY_LIMIT);
  return {
    document: result.document,
    selection: result.selection,
    past: past.slice(overflow),
    future: [],
    pastSelections: pastSelections.slice(overflow),
    futureSelections: [],
  };
}

/** True when applying the edit would change the document (what enables a menu item or a key). */
export function canApply(document: EditorDocument, operation: EditorOperation): boolean {
  return applyToDocument(document, operation, null) !== null;
}

/** Undo and redo; the same state when there is nothing to take back or do again. */
export function undo(state: EditorState): EditorState {
  const document = state.past[state.past.length - 1];
  if (document === undefined) return state;
  const pastSelections = aligned(state.pastSelections, state.past.length);
  return {
    document,
    selection: kept(document, pastSelections[pastSelections.length - 1] ?? null),
    past: state.past.slice(0, -1),
    future: [...state.future, state.document],
    pastSelections: pastSelections.slice(0, -1),
    futureSelections: [...aligned(state.futureSelections, state.future.length), state.selection],
  };
}
export function redo(state: EditorState): EditorState {
  const document = state.future[state.future.length - 1];
  if (document === undefined) return state;
  const futureSelections = aligned(state.futureSelections, state.future.length);
  return {
    document,
    selection: kept(document, futureSelections[futureSelections.length - 1] ?? null),
    past: [...state.past, state.document],
    future: state.future.slice(0, -1),
    pastSelections: [...aligned(state.pastSelections, state.past.length), state.selection],
    futureSelections: futureSelections.slice(0, -1),
  };
}

/** How many nodes the list a slot names holds (a region's, a tab's or the sections'). */
export function listLength(document: EditorDocument, slot: Slot): number {
  return regionList(document, slot)?.length ?? 0;
}

/** The node at a path, if any. */
export function nodeAt(document: EditorDocument, path: NodePath): LayoutDefinitionNode | undefined {
  return nodeAtPath(document, path);
}

/**
 * The outline rows of a document, in reading order: the title bar (a widget row at `["titleBar"]`,
 * when the document has one), then each section, each of its regions (every region its schema
 * declares, empty ones too, so a widget can be added there) and the region's widgets. A Tabs
 * widget's tabs follow it as rows like regions (`place` names the tab), each with its widgets.
 */
export function outlineOf(document: EditorDocument): OutlineItem[] {
  const rows: OutlineItem[] = [];
  if (document.titleBar) {
    rows.push({ path: ["titleBar"], kind: "widget", label: nodeLabel(document.titleBar), depth: 0 });
  }
  document.layout.forEach((node, s) => {
    const sectionPath: NodePath = ["layout", s];
    if (!isDefinitionNode(node)) return;
    const isSection = isSectionEntry(findCatalogEntry(node.$hydrate));
    rows.push({
      path: sectionPath,
      kind: isSection ? "section" : "widget",
      label: nodeLabel(node),
      depth: 0,
    });
    for (const list of nodeLists(document, sectionPath, node)) {
      rows.push({
        path: listPathOf(list.slot),
        kind: "region",
        label: list.label,
        depth: 1,
        region: list.slot.region,
        slot: list.slot,
      });
      widgetRows(document, list, 2, rows);
    }
  });
  return rows;
}

/** A list of nodes inside a node: a section's region or a tab of a Tabs widget. */
interface NodeList {
  /** Its end (index = its length). */
  slot: Slot;
  items: unknown[];
  label: string;
  /** For a tab: its name for people. */
  place?: string;
}

/** The lists of nodes a node holds: its regions (a section), or its tabs (a Tabs widget). */
function nodeLists(document: EditorDocument, path: NodePath, node: LayoutDefinitionNode): NodeList[] {
  const lists: NodeList[] = [];
  for (const region of regionsOf(node.$hydrate)) {
    const items = regionList(document, { parent: path, region }) ?? [];
    lists.push({ slot: { parent: path, region, index: items.length }, items, label: regionLabel(region) });
  }
  for (const name of tabListsOf(node.$hydrate)) {
    const tabs = node[name];
    if (!Array.isArray(tabs)) continue;
    tabs.forEach((_, i) => {
      const parent: NodePath = [...path, name, i];
      const items = regionList(document, { parent, region: "children" });
      if (!items) return;
      const place = tabLabel(document, parent);
      lists.push({ slot: { parent, region: "children", index: items.length }, items, label: place, place });
    });
  }
  return lists;
}

/** The rows of a list's widgets, each followed by the rows of its tabs and their widgets. */
function widgetRows(document: EditorDocument, list: NodeList, depth: number, rows: OutlineItem[]): void {
  list.items.forEach((child, w) => {
    if (!isDefinitionNode(child)) return;
    const path = pathOfSlot({ ...list.slot, index: w });
    rows.push({
      path,
      kind: "widget",
      label: nodeLabel(child),
      depth,
      region: list.slot.region,
      ...(list.place ? { place: list.place } : {}),
    });
    for (const tab of nodeLists(document, path, child)) {
      rows.push({
        path: listPathOf(tab.slot),
        kind: "region",
        label: tab.label,
        depth: depth + 1,
        region: tab.slot.region,
        slot: tab.slot,
        ...(tab.place ? { place: tab.place } : {}),
      });
      widgetRows(document, tab, depth + 2, rows);
    }
  });
}

/** Every place a widget can be put, in reading order (each list's positions, a widget's tabs after it). */
function widgetPositions(document: EditorDocument): Slot[] {
  const positions: Slot[] = [];
  const visit = (list: NodeList) => {
    for (let index = 0; index <= list.items.length; index++) {
      positions.push({ ...list.slot, index });
      const child = list.items[index];
      if (index < list.items.length && isDefinitionNode(child)) {
        const path = pathOfSlot({ ...list.slot, index });
        for (const nested of nodeLists(document, path, child)) visit(nested);
      }
    }
  };
  document.layout.forEach((node, s) => {
    if (isDefinitionNode(node)) for (const list of nodeLists(document, ["layout", s], node)) visit(list);
  });
  return positions;
}

/**
 * Where the selected node goes when moved one step up or down by keyboard. A widget: the previous or
 * next place a widget can be, in reading order: within its list, into and out of the tabs of a Tabs
 * widget it passes, then the end of the previous (start of the next) region, across sections; null
 * at the document's ends. A section: the previous or next place among sections. Null for the title
 * bar.
 */
export function keyboardMoveTarget(
  document: EditorDocument,
  path: NodePath,
  direction: "up" | "down",
): Slot | null {
  const slot = slotOfPath(path);
  if (!slot || !nodeAtPath(document, path)) return null;
  const step = direction === "up" ? -1 : 1;
  if (slot.parent === null) {
    const index = slot.index + step;
    return index >= 0 && index < document.layout.length ? { parent: null, region: "layout", index } : null;
  }
  if (!regionList(document, slot)) return null;
  // The places as they are once the node is taken out (its own tabs are no place for it).
  const positions = widgetPositions(removeAt(document, path));
  const here = positions.findIndex(
    (p) => p.index === slot.index && samePath(listPathOf(p), listPathOf(slot)),
  );
  const target = here < 0 ? undefined : positions[here + step];
  if (!target || target.parent === null) return null;
  // Slots name their parent as it is with the node still there (see the `move` edit).
  return { ...target, parent: pathBeforeRemoval(target.parent, path) };
}

/**
 * A slot for announcements, translated, counting from 1: "Position 2 of 3 in Main top of section 2",
 * or "Section 2 of 3". Counts are taken from `document`: describe a node's slot after it got there.
 */
export function describeSlot(document: EditorDocument, slot: Slot): string {
  if (slot.parent === null) {
    return positionText({ index: slot.index, count: document.layout.length, region: null });
  }
  const list = regionList(document, slot) ?? [];
  const sectionIndex = slot.parent[0] === "layout" ? slot.parent[1] : undefined;
  const tab = tabOfPath(document, slot.parent) ? tabLabel(document, slot.parent) : undefined;
  return positionText({
    index: slot.index,
    count: Math.max(list.length, slot.index + 1),
    region: slot.region,
    section: typeof sectionIndex === "number" ? sectionIndex : undefined,
    ...(tab ? { place: tab } : {}),
  });
}

/** The announcement of where the node at a path is (see {@link describeSlot}); null for the title bar. */
export function describePosition(document: EditorDocument, path: NodePath): string | null {
  const slot = slotOfPath(path);
  return slot ? describeSlot(document, slot) : null;
}

/**
 * The problems the server would refuse the document for (none when it can be saved): the server's
 * own check (schemas/layout/check-definition.ts) with the validators the server compiled, so the
 * editor never saves a layout the server or the runtime would refuse.
 */
export function validateDocument(document: EditorDocument): FieldError[] {
  return checkDefinition(
    document.titleBar === undefined
      ? { layout: document.layout }
      : { layout: document.layout, titleBar: document.titleBar },
    definitionValidators(),
  );
}

/** A node as clipboard text, and back (null when the text is not a node the catalog knows). */
export function nodeToClipboard(node: LayoutDefinitionNode): string {
  return JSON.stringify(node);
}
/** The longest clipboard text read as a node (a layout is far smaller). */
const CLIPBOARD_MAX = 1_000_000;
export function nodeFromClipboard(text: string): LayoutDefinitionNode | null {
  if (text.length > CLIPBOARD_MAX) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isDefinitionNode(value)) return null;
  const entry = findCatalogEntry(value.$hydrate);
  if (!isSectionEntry(entry) && !isPlaceableWidget(entry) && !isCustomWidgetKey(value.$hydrate)) return null;
  return nodeIsValid(value) ? value : null;
}

/** A new node of a catalog entry with its schema's defaults (what "Add" inserts); throws for an unknown key. */
export function newNodeOf(hydrateKey: string, catalogSchema?: Record<string, unknown>): LayoutDefinitionNode {
  return newNodeFor(hydrateKey, catalogSchema);
}

/**
 * Whether a layout of a view type may hold a catalog entry: every section; every widget and asset
 * for a region except the assets of other views (a post's thread on a home page) and the layout-error
 * placeholder and the title bar. (Addons that are off are left out by the server's catalog.)
 */
export function canHoldWidgets(viewType: LayoutViewType, hydrateKey: string): boolean {
  return viewMayHold(viewType, hydrateKey);
}

// ---------------------------------------------------------------------------------------------
// The edits themselves.

interface Applied {
  document: EditorDocument;
  selection: NodePath | null;
}

function applyToDocument(
  document: EditorDocument,
  operation: EditorOperation,
  selection: NodePath | null,
): Applied | null {
  switch (operation.type) {
    case "add": {
      const { slot, node } = operation;
      if (!isDefinitionNode(node) || !fitsSlot(node, slot)) return null;
      const list = regionList(document, slot);
      if (!list || !isIndexIn(slot.index, list.length) || !nodeIsValid(node)) return null;
      return { document: insertAt(document, slot, node), selection: pathOfSlot(slot) };
    }
    case "move": {
      const { from, to } = operation;
      const node = nodeAtPath(document, from);
      const fromSlot = slotOfPath(from);
      if (!node || !fromSlot || !regionList(document, fromSlot) || !fitsSlot(node, to)) return null;
      if (to.parent !== null && startsWith(to.parent, from)) return null;
      const target: Slot = to.parent === null ? to : { ...to, parent: pathAfterRemoval(to.parent, from) };
      const removed = removeAt(document, from);
      const list = regionList(removed, target);
      if (!list || !isIndexIn(target.index, list.length)) return null;
      if (samePath(listPathOf(fromSlot), listPathOf(target)) && fromSlot.index === target.index) return null;
      const moved = insertAt(removed, target, node);
      // Into a tab, a node nests deeper: the move must keep the layout within the nesting limit.
      if (target.parent && tabOfPath(removed, target.parent) && validateDocument(moved).length > 0)
        return null;
      return { document: moved, selection: pathOfSlot(target) };
    }
    case "remove": {
      const where = containerOf(document, operation.path);
      if (!where || operation.path[0] !== "layout") return null;
      const next = removeAt(document, operation.path);
      const remaining = where.list.length - 1;
      return {
        document: next,
        selection:
          remaining > 0
            ? [...where.listPath, Math.min(where.index, remaining - 1)]
            : nearestNode(next, where.listPath),
      };
    }
    case "duplicate": {
      const where = containerOf(document, operation.path);
      if (!where || operation.path[0] !== "layout") return null;
      const copy = structuredClone(where.list[where.index]);
      const next = updateAt(document, where.listPath, (list) => {
        const items = list as unknown[];
        return [...items.slice(0, where.index + 1), copy, ...items.slice(where.index + 1)];
      });
      return { document: next, selection: [...where.listPath, where.index + 1] };
    }
    case "setProps": {
      const node = nodeAtPath(document, operation.path);
      if (!node || !isPlainObject(operation.props)) return null;
      const regions = regionsOf(node.$hydrate);
      const next: LayoutDefinitionNode = { $hydrate: node.$hydrate };
      for (const [name, value] of Object.entries(operation.props)) {
        if (!name.startsWith("$") && !regions.includes(name) && value !== undefined) next[name] = value;
      }
      for (const region of regions) if (node[region] !== undefined) next[region] = node[region];
      if (node.$middleware !== undefined) next.$middleware = node.$middleware;
      if (node.$fragmentImpls !== undefined) next.$fragmentImpls = node.$fragmentImpls;
      return replaceNode(document, operation.path, node, next);
    }
    case "setMiddleware":
    case "setFragmentImpls": {
      const node = nodeAtPath(document, operation.path);
      if (!node) return null;
      const field = operation.type === "setMiddleware" ? "$middleware" : "$fragmentImpls";
      const value = operation.type === "setMiddleware" ? operation.middleware : operation.impls;
      const next: LayoutDefinitionNode = { ...node };
      if (value === undefined || (isPlainObject(value) && Object.keys(value).length === 0))
        delete next[field];
      else next[field] = value as never;
      return replaceNode(document, operation.path, node, next);
    }
    case "replace": {
      const next = operation.document;
      if (!isPlainObject(next) || !Array.isArray(next.layout)) return null;
      if (deepEqual(next, document) || validateDocument(next).length > 0) return null;
      return { document: next, selection: kept(next, selection) };
    }
    default:
      return null;
  }
}

/** Sections go in the top-level list only; widgets in regions only. */
function fitsSlot(node: LayoutDefinitionNode, slot: Slot): boolean {
  if (!isPlainObject(slot) || typeof slot.region !== "string") return false;
  const entry = findCatalogEntry(node.$hydrate);
  return slot.parent === null
    ? slot.region === "layout" && isSectionEntry(entry)
    : isPlaceableWidget(entry) || isCustomWidgetKey(node.$hydrate);
}

function isIndexIn(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= length;
}

/** True when the node, on its own, passes the server's validator (its nested nodes too). */
function nodeIsValid(node: LayoutDefinitionNode): boolean {
  return checkDefinition({ layout: [node] }, definitionValidators()).length === 0;
}

function insertAt(document: EditorDocument, slot: Slot, node: LayoutDefinitionNode): EditorDocument {
  return updateAt(document, listPathOf(slot), (list) => {
    const items = (list as unknown[] | undefined) ?? [];
    return [...items.slice(0, slot.index), node, ...items.slice(slot.index)];
  });
}

function removeAt(document: EditorDocument, path: NodePath): EditorDocument {
  const index = path[path.length - 1];
  return updateAt(document, path.slice(0, -1), (list) => (list as unknown[]).filter((_, i) => i !== index));
}

function replaceNode(
  document: EditorDocument,
  path: NodePath,
  node: LayoutDefinitionNode,
  next: LayoutDefinitionNode,
): Applied | null {
  if (deepEqual(node, next) || !nodeIsValid(next)) return null;
  return { document: updateAt(document, path, () => next), selection: path };
}

/** The path itself when a node is there, else the nearest node above it, else null. */
function nearestNode(document: EditorDocument, path: NodePath): NodePath | null {
  for (let end = path.length; end > 0; end--) {
    const candidate = path.slice(0, end);
    if (nodeAtPath(document, candidate)) return candidate;
  }
  return null;
}

function kept(document: EditorDocument, selection: NodePath | null): NodePath | null {
  return selection && nodeAtPath(document, selection) ? selection : null;
}

function aligned(list: (NodePath | null)[] | undefined, length: number): (NodePath | null)[] {
  return list && list.length === length ? list : new Array<NodePath | null>(length).fill(null);
}

function samePath(a: NodePath, b: NodePath): boolean {
  return a.length === b.length && a.every((segment, i) => b[i] === segment);
}

/** Structural equality of JSON values (key order aside). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === otherKeys.length && keys.every((key) => deepEqual(a[key], b[key]));
  }
  return false;
}

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
import type { LayoutDefinitionNode, LayoutViewType } from "../../../../schemas/layout/node.schema";

/** The definition being edited: the page's sections and the title bar. */
export interface EditorDocument {
  layout: LayoutDefinitionNode[];
  titleBar?: LayoutDefinitionNode;
}

/** A node's address in the document (see the module comment). */
export type NodePath = readonly (string | number)[];

/** Where a node can go: a region of a section (`parent` = the section's path), or the top-level section list (`parent` = null, `region` = "layout"). */
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
  past: EditorDocument[];
  future: EditorDocument[];
}

const notYet = (name: string): never => {
  throw new Error(`${name} is not implemented yet.`);
};

/** A fresh editor state on a document (nothing to undo, nothing selected). */
export function createEditorState(document: EditorDocument): EditorState {
  return { document, selection: null, past: [], future: [] };
}

/**
 * Applies one edit: answers the new state (the edit pushed on the undo stack, redo cleared, the
 * selection following the node edited, moved or added), or the same state when the edit is not
 * possible (a path that does not exist, a section into a region, a widget at the top level).
 */
export function applyOperation(state: EditorState, operation: EditorOperation): EditorState {
  return notYet(`applyOperation(${state.past.length}, ${operation.type})`);
}

/** Undo and redo; the same state when there is nothing to take back or do again. */
export function undo(state: EditorState): EditorState {
  return notYet(`undo(${state.past.length})`);
}
export function redo(state: EditorState): EditorState {
  return notYet(`redo(${state.future.length})`);
}

/** The node at a path, if any. */
export function nodeAt(document: EditorDocument, path: NodePath): LayoutDefinitionNode | undefined {
  return notYet(`nodeAt(${document.layout.length}, ${path.length})`);
}

/** The outline rows of a document, in reading order. */
export function outlineOf(document: EditorDocument): OutlineItem[] {
  return notYet(`outlineOf(${document.layout.length})`);
}

/**
 * Where the selected widget goes when moved one step up or down by keyboard: the previous or next
 * position in its region, then across into the neighbouring region (and section); null at the
 * ends. Sections move among sections.
 */
export function keyboardMoveTarget(
  document: EditorDocument,
  path: NodePath,
  direction: "up" | "down",
): Slot | null {
  return notYet(`keyboardMoveTarget(${document.layout.length}, ${path.length}, ${direction})`);
}

/** The problems the server would refuse the document for (none when it can be saved). */
export function validateDocument(document: EditorDocument): FieldError[] {
  return notYet(`validateDocument(${document.layout.length})`);
}

/** A node as clipboard text, and back (null when the text is not a node the catalog knows). */
export function nodeToClipboard(node: LayoutDefinitionNode): string {
  return notYet(`nodeToClipboard(${node.$hydrate})`);
}
export function nodeFromClipboard(text: string): LayoutDefinitionNode | null {
  return notYet(`nodeFromClipboard(${text.length})`);
}

/** A new node of a catalog entry with its schema's defaults (what "Add" inserts). */
export function newNodeOf(hydrateKey: string): LayoutDefinitionNode {
  return notYet(`newNodeOf(${hydrateKey})`);
}

/** Catalog entries a view type may hold, sections and widgets apart (addons off are left out by the server's catalog). */
export function canHoldWidgets(viewType: LayoutViewType, hydrateKey: string): boolean {
  return notYet(`canHoldWidgets(${viewType}, ${hydrateKey})`);
}

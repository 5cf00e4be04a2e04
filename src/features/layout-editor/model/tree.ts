import { isDefinitionNode, isPlainObject } from "../../../../schemas/layout/definition-nodes";
import type { LayoutDefinitionNode } from "../../../../schemas/layout/node.schema";
import { findCatalogEntry } from "../../../../schemas/widgets/index";
import { regionsOf, tabListsOf } from "./catalog";
import type { EditorDocument, NodePath, Slot } from "./index";

/** The value at a path (a node, a region's list, a prop), if any. */
export function valueAt(document: EditorDocument, path: NodePath): unknown {
  let value: unknown = document;
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!Array.isArray(value) || !Number.isInteger(segment) || segment < 0) return undefined;
      value = value[segment];
    } else {
      if (!isPlainObject(value) || !Object.hasOwn(value, segment)) return undefined;
      value = value[segment];
    }
  }
  return value;
}

/** The node at a path, if any. */
export function nodeAtPath(document: EditorDocument, path: NodePath): LayoutDefinitionNode | undefined {
  if (path.length === 0) return undefined;
  const value = valueAt(document, path);
  return isDefinitionNode(value) ? value : undefined;
}

/** A copy of `root` with the value at `path` replaced by what `update` answers for it. */
export function updateAt<T>(root: T, path: NodePath, update: (value: unknown) => unknown): T {
  const step = (value: unknown, depth: number): unknown => {
    if (depth === path.length) return update(value);
    const segment = path[depth] as string | number;
    if (typeof segment === "number") {
      if (!Array.isArray(value)) throw new Error("The path does not exist.");
      const copy = value.slice();
      copy[segment] = step(value[segment], depth + 1);
      return copy;
    }
    if (!isPlainObject(value)) throw new Error("The path does not exist.");
    return { ...value, [segment]: step(value[segment], depth + 1) };
  };
  return step(root, 0) as T;
}

/** The path of the node a slot points at (the node there now, or the one placed there). */
export function pathOfSlot(slot: Slot): NodePath {
  return slot.parent === null ? ["layout", slot.index] : [...slot.parent, slot.region, slot.index];
}

/** The path of the list a slot is in: `["layout"]`, or the region's prop of its section. */
export function listPathOf(slot: Pick<Slot, "parent" | "region">): NodePath {
  return slot.parent === null ? ["layout"] : [...slot.parent, slot.region];
}

/**
 * The slot a node sits in: the top-level list, a region of a section, or any other list of nodes
 * (such as a tab's children; `region` then names the prop). Null for the title bar and for paths
 * that end elsewhere.
 */
export function slotOfPath(path: NodePath): Slot | null {
  const index = path[path.length - 1];
  if (typeof index !== "number") return null;
  if (path.length === 2 && path[0] === "layout") return { parent: null, region: "layout", index };
  const region = path[path.length - 2];
  if (path.length < 4 || typeof region !== "string") return null;
  return { parent: path.slice(0, -2), region, index };
}

/**
 * The list of nodes a slot names, when the slot is one nodes may be put in: the top-level list, or a
 * region of a section (a region the section's schema declares; absent from the node, it is empty).
 */
export function regionList(
  document: EditorDocument,
  slot: Pick<Slot, "parent" | "region">,
): unknown[] | undefined {
  if (slot.parent === null) return slot.region === "layout" ? document.layout : undefined;
  const tab = tabOfPath(document, slot.parent);
  if (tab) {
    if (slot.region !== "children") return undefined;
    return tab.children === undefined ? [] : Array.isArray(tab.children) ? tab.children : undefined;
  }
  const parent = nodeAtPath(document, slot.parent);
  if (!parent || !regionsOf(parent.$hydrate).includes(slot.region)) return undefined;
  const list = parent[slot.region];
  if (list === undefined) return [];
  return Array.isArray(list) ? list : undefined;
}

/**
 * The tab at a path like `[...widgetPath, "tabs", 1]`, when the widget there has that tab list (see
 * `tabListsOf`): a slot's parent may be a tab, whose `children` list holds nodes like a region.
 */
export function tabOfPath(document: EditorDocument, path: NodePath): Record<string, unknown> | undefined {
  const index = path[path.length - 1];
  const list = path[path.length - 2];
  if (typeof index !== "number" || typeof list !== "string") return undefined;
  const owner = nodeAtPath(document, path.slice(0, -2));
  if (!owner || !tabListsOf(owner.$hydrate).includes(list)) return undefined;
  const tab = valueAt(document, path);
  return isPlainObject(tab) ? tab : undefined;
}

/** The list a node is in (any list of nodes, a tab's children included) and its index there. */
export function containerOf(
  document: EditorDocument,
  path: NodePath,
): { listPath: NodePath; list: unknown[]; index: number } | undefined {
  const index = path[path.length - 1];
  if (typeof index !== "number" || path.length < 2) return undefined;
  const listPath = path.slice(0, -1);
  const list = valueAt(document, listPath);
  if (!Array.isArray(list) || !isDefinitionNode(list[index])) return undefined;
  return { listPath, list, index };
}

/** True when `prefix` is `path` or one of its ancestors. */
export function startsWith(path: NodePath, prefix: NodePath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);
}

/** The same node's path after the node at `removed` was taken out of its list. */
export function pathAfterRemoval(path: NodePath, removed: NodePath): NodePath {
  const listLength = removed.length - 1;
  const removedIndex = removed[listLength] as number;
  if (path.length <= listLength || !startsWith(path, removed.slice(0, listLength))) return path;
  const index = path[listLength];
  if (typeof index !== "number" || index <= removedIndex) return path;
  return [...path.slice(0, listLength), index - 1, ...path.slice(listLength + 1)];
}

/** The inverse of {@link pathAfterRemoval}: a path in the document without the node, as it is with it. */
export function pathBeforeRemoval(path: NodePath, removed: NodePath): NodePath {
  const listLength = removed.length - 1;
  const removedIndex = removed[listLength] as number;
  if (path.length <= listLength || !startsWith(path, removed.slice(0, listLength))) return path;
  const index = path[listLength];
  if (typeof index !== "number" || index < removedIndex) return path;
  return [...path.slice(0, listLength), index + 1, ...path.slice(listLength + 1)];
}

let serverNames: ReadonlyMap<string, string> = new Map();

/**
 * Names of the widget types only the server's catalog has (a custom fragment's `custom.<uuid>`), by
 * hydrate key; the editor sets them when it loads the catalog.
 */
export function setServerWidgetNames(names: Readonly<Record<string, string>>): void {
  serverNames = new Map(Object.entries(names).map(([key, name]) => [key.toLowerCase(), name]));
}

/** A node's name for people: its catalog name, else its hydrate key. */
export function nodeLabel(node: LayoutDefinitionNode): string {
  return (
    findCatalogEntry(node.$hydrate)?.name ?? serverNames.get(node.$hydrate.toLowerCase()) ?? node.$hydrate
  );
}

import { combine } from "@atlaskit/pragmatic-drag-and-drop/combine";
import { draggable, dropTargetForElements } from "@atlaskit/pragmatic-drag-and-drop/element/adapter";
import type { NodePath, OutlineItem } from "./model";
import { pathKey } from "./editor-state";
import { dropSlot } from "./drop-slot";

/**
 * Makes an outline row draggable (regions are not) and a drop target for the rows that may land
 * there; answers the cleanup. With the package it wraps (@atlaskit/pragmatic-drag-and-drop), this
 * module is loaded when the outline first shows in the browser: an effect never runs on the server,
 * whose Node cannot import the package's folders.
 */
export function attachRowDragAndDrop(
  element: HTMLElement,
  item: OutlineItem,
  onDrop: (from: NodePath, fromKind: OutlineItem["kind"]) => void,
): () => void {
  const data = { path: [...item.path], kind: item.kind };
  return combine(
    ...(item.kind === "region" ? [] : [draggable({ element, getInitialData: () => data })]),
    dropTargetForElements({
      element,
      getData: () => data,
      canDrop: ({ source }) =>
        pathKey(source.data.path as NodePath) !== pathKey(item.path) &&
        dropSlot(item, source.data.kind as OutlineItem["kind"]) !== null,
      onDrop: ({ source }) => onDrop(source.data.path as NodePath, source.data.kind as OutlineItem["kind"]),
    }),
  );
}

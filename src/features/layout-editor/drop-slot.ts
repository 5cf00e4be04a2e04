import type { OutlineItem, Slot } from "./model";

/** The slot a node dropped on a row goes to: before a node of its kind, at the end of a region. */
export function dropSlot(target: OutlineItem, draggedKind: OutlineItem["kind"]): Slot | null {
  if (draggedKind === "widget") {
    if (target.kind === "region") return target.slot ?? null;
    if (target.kind !== "widget") return null;
    const index = target.path[target.path.length - 1];
    const region = target.path[target.path.length - 2];
    if (typeof index !== "number" || typeof region !== "string") return null;
    return { parent: target.path.slice(0, -2), region, index };
  }
  if (draggedKind === "section" && target.kind === "section") {
    const index = target.path[target.path.length - 1];
    return typeof index === "number" ? { parent: null, region: "layout", index } : null;
  }
  return null;
}

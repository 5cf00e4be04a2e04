import { createContext, useContext } from "react";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import type { PropsError, PropsValidation } from "./validate-props";

/**
 * Each node is validated once, where it is first rendered. A page the server renders was validated
 * there, by the same runtime and the same compiled validators; the outcome travels in the boot
 * payload (`nodeValidation`) and the browser hydrates those nodes without loading a validator. What
 * the browser fetches or builds itself (client navigation, the layout editor, fragment props) it
 * validates, with validators it loads then.
 */
export interface NodeValidation {
  /** The outcome already known for a node (the server's, for the first page's nodes). */
  known?(node: LayoutNode): PropsValidation | undefined;
  /** Notes a node's outcome (the server, to send it with the page). */
  record?(node: LayoutNode, validation: PropsValidation): void;
}

/** Known or recording outcomes; null validates every node where it renders. */
export const NodeValidationContext = createContext<NodeValidation | null>(null);

/** The outcomes of the tree. */
export function useNodeValidation(): NodeValidation | null {
  return useContext(NodeValidationContext);
}

/**
 * The server's outcomes for the first page's layout, as the boot payload carries them: the nodes by
 * their place in {@link layoutNodesInOrder}, those it did not validate (not rendered: hidden on the
 * device the server guessed) and those that failed, with their errors.
 */
export interface BootNodeValidation {
  skipped: number[];
  invalid: Record<string, PropsError[]>;
}

/**
 * Every layout node in a layout (or any JSON value), depth first, a node before the nodes in its
 * props. The server and the browser walk the same JSON, so a node's place names it on both sides.
 */
export function layoutNodesInOrder(value: unknown, into: LayoutNode[] = [], depth = 0): LayoutNode[] {
  if (depth > 64 || !value || typeof value !== "object") return into;
  if (Array.isArray(value)) {
    for (const item of value) layoutNodesInOrder(item, into, depth + 1);
    return into;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.$reactComponent === "string" && typeof record.$reactProps === "object") {
    into.push(value as LayoutNode);
  }
  for (const key of Object.keys(record)) layoutNodesInOrder(record[key], into, depth + 1);
  return into;
}

/**
 * The server side: records each node's outcome while rendering, then says what the boot payload
 * carries for `layout`. The errors go too: the panel that shows them renders in debug mode, which
 * the browser may ask for (`?debug=1`), and they name only props of the layout.
 */
export function createNodeValidationRecorder(): NodeValidation & {
  forBoot(layout: unknown): BootNodeValidation;
} {
  const outcomes = new Map<LayoutNode, PropsValidation>();
  return {
    record: (node, validation) => void outcomes.set(node, validation),
    forBoot(layout) {
      const result: BootNodeValidation = { skipped: [], invalid: {} };
      layoutNodesInOrder(layout).forEach((node, i) => {
        const outcome = outcomes.get(node);
        if (!outcome) result.skipped.push(i);
        else if (!outcome.ok) result.invalid[i] = outcome.errors;
      });
      return result;
    },
  };
}

/** The browser side: the server's outcomes for the nodes of the layout it rendered. */
export function nodeValidationFromBoot(
  layout: unknown,
  boot: BootNodeValidation | undefined,
): NodeValidation | null {
  if (!boot || !layout) return null;
  const outcomes = new WeakMap<LayoutNode, PropsValidation>();
  const skipped = new Set(boot.skipped);
  layoutNodesInOrder(layout).forEach((node, i) => {
    if (skipped.has(i)) return;
    const errors = boot.invalid[i];
    outcomes.set(node, errors ? { ok: false, errors } : { ok: true });
  });
  return { known: (node) => outcomes.get(node) };
}

import type { LayoutDefinitionNode } from "../../schemas/layout/node.schema";
import type { LayoutDefinition } from "./defaults";
import { isDefinitionNode, isLiteralNode, isPlainObject, MAX_PROPS_DEPTH } from "./definition-nodes";

/**
 * The roles a node shows to (`$middleware.visibility.roleIDs`); undefined when it shows to everyone
 * (absent or empty).
 */
export function nodeRoleIDs(node: unknown): readonly unknown[] | undefined {
  if (!isPlainObject(node) || !isPlainObject(node.$middleware)) return undefined;
  const visibility = node.$middleware.visibility;
  if (!isPlainObject(visibility) || !Array.isArray(visibility.roleIDs) || visibility.roleIDs.length === 0) {
    return undefined;
  }
  return visibility.roleIDs;
}

/** Whether a viewer with these roles sees the node: it names none, or one of the viewer's roles. */
export function isVisibleToRoles(node: unknown, roleIDs: readonly number[]): boolean {
  const shownTo = nodeRoleIDs(node);
  return shownTo === undefined || shownTo.some((roleID) => roleIDs.includes(roleID as number));
}

function isNode(value: unknown): boolean {
  return isDefinitionNode(value) || isLiteralNode(value);
}

/**
 * `value` without the nodes a viewer with these roles may not see, wherever they nest (an array of
 * nodes loses them, a prop holding one loses the prop): they never reach the viewer's browser.
 */
export function withoutHiddenNodes<T>(value: T, roleIDs: readonly number[], depth = 0): T {
  if (depth > MAX_PROPS_DEPTH) return value;
  if (Array.isArray(value)) {
    return value
      .filter((item) => !isNode(item) || isVisibleToRoles(item, roleIDs))
      .map((item: unknown) => withoutHiddenNodes(item, roleIDs, depth + 1)) as T;
  }
  if (isPlainObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (isNode(item) && !isVisibleToRoles(item, roleIDs)) continue;
      kept[key] = withoutHiddenNodes(item, roleIDs, depth + 1);
    }
    return kept as T;
  }
  return value;
}

/**
 * A definition as a viewer with these roles sees it. The title bar itself always shows (a page has
 * one); the nodes inside it are filtered like the others.
 */
export function definitionForRoles(
  definition: LayoutDefinition,
  roleIDs: readonly number[],
): LayoutDefinition {
  return {
    layout: withoutHiddenNodes(definition.layout, roleIDs),
    titleBar: withoutHiddenNodes<LayoutDefinitionNode>(definition.titleBar, roleIDs),
  };
}

import type { LayoutDefinitionNode, LayoutNode } from "./node.schema";

/** How deep props may nest objects and arrays; deeper definitions are refused, not walked. */
export const MAX_PROPS_DEPTH = 40;

/** True for `{"$hydrate": "...", ...}`: a node of a layout definition. */
export function isDefinitionNode(value: unknown): value is LayoutDefinitionNode {
  return isPlainObject(value) && typeof value.$hydrate === "string";
}

/**
 * True for a literal hydrated node (`{$reactComponent, $reactProps}`) inside a definition: a
 * component the server does not know (one a fragment registers in the browser, say). It passes
 * through hydration untouched and the browser validates it against its registry.
 */
export function isLiteralNode(value: unknown): value is LayoutNode {
  return (
    isPlainObject(value) &&
    value.$hydrate === undefined &&
    typeof value.$reactComponent === "string" &&
    isPlainObject(value.$reactProps)
  );
}

/** True for a JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A definition node taken apart: its hydrate key, its props and the node-level fields. */
export function splitDefinitionNode(node: LayoutDefinitionNode) {
  const { $hydrate, $middleware, $fragmentImpls, ...props } = node;
  return { key: $hydrate, props, $middleware, $fragmentImpls };
}

/** The node-level fields of a definition node copied onto its hydrated node (when present). */
export function nodeExtras(node: Pick<LayoutDefinitionNode, "$middleware" | "$fragmentImpls">) {
  const extras: Pick<LayoutNode, "$middleware" | "$fragmentImpls"> = {};
  if (node.$middleware !== undefined) extras.$middleware = node.$middleware;
  if (node.$fragmentImpls !== undefined) extras.$fragmentImpls = node.$fragmentImpls;
  return extras;
}

/**
 * Replaces every definition node nested anywhere in `value` (a prop that is a node, an array of
 * nodes, or nodes deeper inside objects such as tabs) with what `replace` answers; `path` is the
 * node's path below `value`, like `.mainTop[0]`. Siblings are replaced concurrently.
 */
export async function mapNestedNodes(
  value: unknown,
  replace: (node: LayoutDefinitionNode, path: string) => Promise<unknown>,
  path = "",
  depth = 0,
): Promise<unknown> {
  if (isDefinitionNode(value)) return replace(value, path);
  if (depth > MAX_PROPS_DEPTH) return value;
  if (Array.isArray(value)) {
    return Promise.all(value.map((item, i) => mapNestedNodes(item, replace, `${path}[${i}]`, depth + 1)));
  }
  if (isPlainObject(value)) {
    const entries = await Promise.all(
      Object.entries(value).map(
        async ([key, item]) =>
          [key, await mapNestedNodes(item, replace, `${path}.${key}`, depth + 1)] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** The synchronous twin of {@link mapNestedNodes}; `tooDeep` is called where nesting exceeds the limit. */
export function mapNestedNodesSync(
  value: unknown,
  replace: (node: LayoutDefinitionNode, path: string) => unknown,
  tooDeep: (path: string) => void,
  path = "",
  depth = 0,
): unknown {
  if (isDefinitionNode(value)) return replace(value, path);
  if (depth > MAX_PROPS_DEPTH) {
    if (Array.isArray(value) || isPlainObject(value)) tooDeep(path);
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => mapNestedNodesSync(item, replace, tooDeep, `${path}[${i}]`, depth + 1));
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        mapNestedNodesSync(item, replace, tooDeep, `${path}.${key}`, depth + 1),
      ]),
    );
  }
  return value;
}

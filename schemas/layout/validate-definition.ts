import type { FieldError } from "../entities/error.schema";
import { fragmentImplSchema, layoutNodeSchema, nodeMiddlewareSchema } from "./node.schema";
import { findCatalogEntry } from "../widgets/index";
import { isDefinitionNode, isLiteralNode, mapNestedNodesSync, splitDefinitionNode } from "./definition-nodes";
import { compileSchema, propErrorsOf, validateWidgetProps } from "./widget-validator";

/** How deeply nodes may nest inside each other (sections in tabs in sections...). */
const MAX_NODE_DEPTH = 12;
/** A refusal lists at most this many problems. */
const MAX_ERRORS = 50;

const validateMiddleware = compileSchema(nodeMiddlewareSchema);
const validateFragmentImpls = compileSchema({ type: "object", additionalProperties: fragmentImplSchema });
const validateLiteralNode = compileSchema(layoutNodeSchema);

/**
 * The one check of a layout definition, shared by the server (before it saves: PATCH and PUT draft)
 * and the layout editor (before every edit lands): what one accepts the other accepts. It compiles
 * schemas with ajv, so the browser loads it only inside the editor's lazy chunk.
 *
 * Checks a layout definition before it is saved: every node names a known widget (`$hydrate`), its
 * props pass the widget's schema (nested nodes are checked on their own; in their place the props
 * carry what hydration will put there, a node), and `$middleware` / `$fragmentImpls` are well formed.
 * Answers field errors whose `path` names the node, like `layout[1].mainTop[0]`; none when valid.
 */
export function validateDefinition(definition: { layout?: unknown; titleBar?: unknown }): FieldError[] {
  const errors: FieldError[] = [];
  if (definition.layout !== undefined) {
    if (!Array.isArray(definition.layout)) {
      errors.push({
        field: "layout",
        path: "layout",
        code: "type",
        message: "layout must be an array of nodes.",
      });
    } else {
      definition.layout.forEach((node, i) => checkNode(node, `layout[${i}]`, 0, errors));
    }
  }
  if (definition.titleBar !== undefined) checkNode(definition.titleBar, "titleBar", 0, errors);
  return errors.slice(0, MAX_ERRORS);
}

function checkNode(node: unknown, path: string, depth: number, errors: FieldError[]): void {
  if (errors.length >= MAX_ERRORS) return;
  if (isLiteralNode(node)) {
    // A literal node is only checked for its shape: its component may exist only in the browser.
    if (!validateLiteralNode(node)) errors.push(...nodeFieldErrors("node", path, validateLiteralNode.errors));
    return;
  }
  if (!isDefinitionNode(node)) {
    errors.push({
      field: "$hydrate",
      path,
      code: "required",
      message:
        "A layout node needs a $hydrate key (or, for a component only the browser knows, $reactComponent and $reactProps).",
    });
    return;
  }
  if (depth > MAX_NODE_DEPTH) {
    errors.push({
      field: "$hydrate",
      path,
      code: "maxDepth",
      message: `Nodes nest at most ${MAX_NODE_DEPTH} deep.`,
    });
    return;
  }
  const { key, props, $middleware, $fragmentImpls } = splitDefinitionNode(node);
  const entry = findCatalogEntry(key);
  if (!entry) {
    errors.push({
      field: "$hydrate",
      path,
      code: "unknownWidget",
      message: `"${key}" is not a known widget.`,
    });
  }
  // shell spec §2: visibility.device is all, desktop or mobile.
  if ($middleware !== undefined && !validateMiddleware($middleware)) {
    errors.push(...nodeFieldErrors("$middleware", path, validateMiddleware.errors));
  }
  if ($fragmentImpls !== undefined && !validateFragmentImpls($fragmentImpls)) {
    errors.push(...nodeFieldErrors("$fragmentImpls", path, validateFragmentImpls.errors));
  }

  // Nested nodes stand in as the hydrated node they become; each is then checked on its own.
  const nested: Array<{ node: unknown; path: string }> = [];
  const asHydrated = mapNestedNodesSync(
    props,
    (child, childPath) => {
      nested.push({ node: child, path: `${path}${childPath}` });
      return { $reactComponent: findCatalogEntry(child.$hydrate)?.type ?? "LayoutError", $reactProps: {} };
    },
    (deepPath) =>
      errors.push({
        field: deepPath.replace(/^\./, ""),
        path,
        code: "maxDepth",
        message: "The props nest too deeply.",
      }),
  );
  if (entry) {
    // A widget with a server hydrator may fill a required top-level prop itself (preloaded data);
    // its hydrated props are validated again when the page is hydrated.
    const hasHydrator = entry.hydrated === true;
    for (const e of validateWidgetProps(entry, asHydrated)) {
      if (hasHydrator && e.code === "required" && !/[.[]/.test(e.path)) continue;
      errors.push({ field: e.path || "props", path, code: e.code, message: e.message });
    }
  }
  for (const child of nested) checkNode(child.node, child.path, depth + 1, errors);
}

function nodeFieldErrors(
  prefix: string,
  path: string,
  ajvErrors: Parameters<typeof propErrorsOf>[0] | null | undefined,
): FieldError[] {
  return propErrorsOf(ajvErrors ?? []).map((e) => {
    const field = e.path ? `${prefix}${e.path.startsWith("[") ? "" : "."}${e.path}` : prefix;
    return { field, path, code: e.code, message: `${field} ${e.problem}.` };
  });
}

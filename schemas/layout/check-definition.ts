import type { FieldError } from "../entities/error.schema";
import { fragmentImplSchema, layoutNodeSchema, nodeMiddlewareSchema } from "./node.schema";
import { findCatalogEntry, type WidgetCatalogEntry } from "../widgets/index";
import { isDefinitionNode, isLiteralNode, mapNestedNodesSync, splitDefinitionNode } from "./definition-nodes";
import { propErrorsOf, type CompiledValidator } from "./prop-errors";

/** How deeply nodes may nest inside each other (sections in tabs in sections...). */
const MAX_NODE_DEPTH = 12;
/** A refusal lists at most this many problems. */
const MAX_ERRORS = 50;

/**
 * The `$hydrate` key prefix of a widget type a CustomFragment declares: `custom.<fragmentUUID>`. Its
 * props are checked by the validator of that type the validators know (none: not a known widget).
 */
export const CUSTOM_WIDGET_PREFIX = "custom.";

/** The catalog entry standing for a declared widget type: its validator is looked up by this `type`. */
export function customWidgetEntry(key: string): WidgetCatalogEntry | undefined {
  if (!key.startsWith(CUSTOM_WIDGET_PREFIX)) return undefined;
  return { type: key, hydrate: key, name: key, kind: "widget", schema: { $id: key } };
}

/** The schemas a definition's nodes are checked against besides the widgets' own, by name. */
export const nodeSchemas = {
  middleware: nodeMiddlewareSchema,
  fragmentImpls: { type: "object", additionalProperties: fragmentImplSchema },
  literalNode: layoutNodeSchema,
} as const;

/**
 * The compiled validators a definition is checked with. The server compiles them with ajv; the
 * layout editor imports the same validators as standalone code the server compiled
 * (`GET /layouts/definition-validator.js`), so the browser never compiles a schema and its CSP needs
 * no 'unsafe-eval'.
 */
export interface DefinitionValidators {
  /** The validator of a widget's props; undefined when there is none (the server checks on save). */
  widget(entry: Pick<WidgetCatalogEntry, "type" | "schema">): CompiledValidator | undefined;
  middleware: CompiledValidator;
  fragmentImpls: CompiledValidator;
  literalNode: CompiledValidator;
}

/**
 * The one check of a layout definition, shared by the server (before it saves: PATCH and PUT draft)
 * and the layout editor (before every edit lands): what one accepts the other accepts, with the
 * validators each has ({@link DefinitionValidators}).
 *
 * Checks a layout definition before it is saved: every node names a known widget (`$hydrate`), its
 * props pass the widget's schema (nested nodes are checked on their own; in their place the props
 * carry what hydration will put there, a node), and `$middleware` / `$fragmentImpls` are well formed.
 * Answers field errors whose `path` names the node, like `layout[1].mainTop[0]`; none when valid.
 */
export function checkDefinition(
  definition: { layout?: unknown; titleBar?: unknown },
  validators: DefinitionValidators,
): FieldError[] {
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
      definition.layout.forEach((node, i) => checkNode(node, `layout[${i}]`, 0, errors, validators));
    }
  }
  if (definition.titleBar !== undefined) checkNode(definition.titleBar, "titleBar", 0, errors, validators);
  return errors.slice(0, MAX_ERRORS);
}

function checkNode(
  node: unknown,
  path: string,
  depth: number,
  errors: FieldError[],
  validators: DefinitionValidators,
): void {
  const { middleware, fragmentImpls, literalNode } = validators;
  if (errors.length >= MAX_ERRORS) return;
  if (isLiteralNode(node)) {
    // A literal node is only checked for its shape: its component may exist only in the browser.
    if (!literalNode(node)) errors.push(...nodeFieldErrors("node", path, literalNode.errors));
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
  const custom = customWidgetEntry(key);
  // A declared widget type is known when the validators have its validator.
  const entry = custom ? (validators.widget(custom) ? custom : undefined) : findCatalogEntry(key);
  if (!entry) {
    errors.push({
      field: "$hydrate",
      path,
      code: "unknownWidget",
      message: `"${key}" is not a known widget.`,
    });
  }
  // shell spec §2: visibility.device is all, desktop or mobile.
  if ($middleware !== undefined && !middleware($middleware)) {
    errors.push(...nodeFieldErrors("$middleware", path, middleware.errors));
  }
  if ($fragmentImpls !== undefined && !fragmentImpls($fragmentImpls)) {
    errors.push(...nodeFieldErrors("$fragmentImpls", path, fragmentImpls.errors));
  }

  // Nested nodes stand in as the hydrated node they become; each is then checked on its own.
  const nested: Array<{ node: unknown; path: string }> = [];
  const asHydrated = mapNestedNodesSync(
    props,
    (child, childPath) => {
      nested.push({ node: child, path: `${path}${childPath}` });
      const type = customWidgetEntry(child.$hydrate)
        ? "CustomFragmentWidget"
        : (findCatalogEntry(child.$hydrate)?.type ?? "LayoutError");
      return { $reactComponent: type, $reactProps: {} };
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
    const validate = validators.widget(entry);
    const problems = validate && !validate(asHydrated) ? propErrorsOf(validate.errors ?? []) : [];
    for (const e of problems) {
      if (hasHydrator && e.code === "required" && !/[.[]/.test(e.path)) continue;
      errors.push({ field: e.path || "props", path, code: e.code, message: e.message });
    }
  }
  for (const child of nested) checkNode(child.node, child.path, depth + 1, errors, validators);
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

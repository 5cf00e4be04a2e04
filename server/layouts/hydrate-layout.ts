import type { LayoutDefinitionNode, LayoutNode } from "../../schemas/layout/node.schema";
import { findCatalogEntry } from "../../schemas/widgets/index";
import { HttpError } from "../http/errors";
import type { LayoutDefinition } from "./defaults";
import {
  isDefinitionNode,
  isLiteralNode,
  mapNestedNodes,
  nodeExtras,
  splitDefinitionNode,
} from "./definition-nodes";
import { widgetHydrators } from "./hydrators/index";
import type { HydrateContext } from "./types";
import { definitionForRoles } from "./role-visibility";
import { contentTranslator, translateWidgetProps } from "../services/translations/translations-content";
import { validateWidgetProps, type PropError } from "./widget-validator";
import type { FragmentImpl } from "../../schemas/layout/fragment-impl.schema";
import {
  activeFragments,
  activeImpl,
  CUSTOM_WIDGET_PREFIX,
  fillFragmentImpl,
  fillFragmentImpls,
  propsValidatorUrl,
  type ActiveFragments,
} from "./fragment-apply";

/** Options of {@link hydrateLayout}. */
export interface HydrateOptions {
  /** Told about every hydrator that threw (the server logs it; the page shows a LayoutError). */
  onError?: (error: unknown, componentName: string) => void;
  /**
   * The site language's interface catalog, given for a built-in layout: its widget titles are
   * interface strings (`server/layouts/defaults.ts`), shown in that language where the translation
   * editor holds no translation of them. A stored layout's titles are the site manager's own words.
   */
  builtInCatalog?: Readonly<Record<string, string>>;
}

/** The hydrated page: its nodes and its title bar. */
export interface HydratedLayout {
  layout: LayoutNode[];
  titleBar: LayoutNode;
}

/**
 * Hydrates a definition (ARCHITECTURE "The one flow that matters"): every node becomes
 * `{$reactComponent, $reactProps}` with its widget's data loaded and its props validated. A node that
 * fails becomes a LayoutError node; the rest of the page is unharmed. Nodes shown only to roles the
 * viewer has none of (`$middleware.visibility.roleIDs`) are dropped first: never hydrated, never sent.
 */
export async function hydrateLayout(
  given: LayoutDefinition,
  ctx: HydrateContext,
  options: HydrateOptions = {},
): Promise<HydratedLayout> {
  const definition = definitionForRoles(given, ctx.viewer.roleIDs);
  const [layout, titleBar] = await Promise.all([
    Promise.all(definition.layout.map((node) => hydrateNode(node, ctx, options))),
    hydrateNode(definition.titleBar, ctx, options),
  ]);
  return { layout, titleBar };
}

/**
 * Hydrates one definition node: nested nodes first (siblings concurrently), then the widget's
 * hydrator (identity when it has none), then validation against the widget's schema.
 */
export async function hydrateNode(
  node: unknown,
  ctx: HydrateContext,
  options: HydrateOptions = {},
): Promise<LayoutNode> {
  if (isLiteralNode(node)) return node;
  if (!isDefinitionNode(node)) {
    return layoutError("unknown", "A layout node needs a $hydrate key naming its widget.");
  }
  const { key, props, ...extras } = splitDefinitionNode(node);
  if (key.startsWith(CUSTOM_WIDGET_PREFIX)) return hydrateCustomWidget(key, props, extras, node, ctx);
  const entry = findCatalogEntry(key);
  if (!entry) return layoutError(key, `No widget is registered for "${key}".`, { node });

  const withChildren = (await mapNestedNodes(props, (child) => hydrateNode(child, ctx, options))) as Record<
    string,
    unknown
  >;
  let hydrated: Record<string, unknown>;
  try {
    const hydrator = Object.hasOwn(widgetHydrators, entry.type) ? widgetHydrators[entry.type] : undefined;
    // The widget's title and description in the site's language where translated (shell spec §4).
    const translated = translateWidgetProps(
      await contentTranslator(ctx.db),
      withChildren,
      options.builtInCatalog,
    );
    hydrated = hydrator ? await hydrator(translated, ctx) : translated;
  } catch (error) {
    options.onError?.(error, entry.type);
    return layoutError(entry.type, hydratorFailure(error, ctx.debug), {
      node,
      stack: ctx.debug && error instanceof Error ? error.stack : undefined,
    });
  }

  if (entry.type === "CustomFragmentWidget") {
    // A fragment placed by itself loads its active revision; a deleted one leaves nothing to show.
    const impl = fillFragmentImpl(hydrated.fragmentImpl as FragmentImpl | undefined, await fragmentsOf(ctx));
    if (!impl) return layoutError(entry.type, "The fragment of this widget no longer exists.", { node });
    hydrated = { ...hydrated, fragmentImpl: impl };
  }
  const errors = validateWidgetProps(entry, hydrated);
  if (errors.length > 0) {
    return layoutError(entry.type, `The props of ${entry.type} are not valid.`, { node, errors });
  }
  return { $reactComponent: entry.type, $reactProps: hydrated, ...(await filledExtras(extras, ctx)) };
}

/** The committed fragments, read once for all the nodes of one hydration. */
const fragmentsByContext = new WeakMap<HydrateContext, Promise<ActiveFragments>>();
function fragmentsOf(ctx: HydrateContext): Promise<ActiveFragments> {
  let fragments = fragmentsByContext.get(ctx);
  if (!fragments) fragmentsByContext.set(ctx, (fragments = activeFragments(ctx.db)));
  return fragments;
}

/** A node's extras with its fragment implementations naming their active revisions (fragment-apply.ts). */
async function filledExtras(
  extras: Pick<LayoutDefinitionNode, "$middleware" | "$fragmentImpls">,
  ctx: HydrateContext,
): Promise<Pick<LayoutNode, "$middleware" | "$fragmentImpls">> {
  const out = nodeExtras(extras);
  if (out.$fragmentImpls !== undefined) {
    const filled = fillFragmentImpls(out.$fragmentImpls, await fragmentsOf(ctx));
    if (Object.keys(filled).length > 0) out.$fragmentImpls = filled;
    else delete out.$fragmentImpls;
  }
  return out;
}

/**
 * A node of a widget type a committed CustomFragment declares (`custom.<fragmentUUID>`): its props
 * are checked against the declared schema and handed to the fragment through a CustomFragmentWidget,
 * with the module that checks them again in the browser.
 */
async function hydrateCustomWidget(
  key: string,
  props: Record<string, unknown>,
  extras: Pick<LayoutDefinitionNode, "$middleware" | "$fragmentImpls">,
  node: LayoutDefinitionNode,
  ctx: HydrateContext,
): Promise<LayoutNode> {
  const active = await fragmentsOf(ctx);
  const entry = active.customEntries.find((custom) => custom.hydrate === key);
  if (!entry) return layoutError(key, `No widget is registered for "${key}".`, { node });
  let errors: PropError[];
  try {
    errors = validateWidgetProps(entry, props);
  } catch {
    return layoutError(entry.name, "The props schema of this widget could not be compiled.", { node });
  }
  if (errors.length > 0) {
    return layoutError(entry.name, `The props of ${entry.name} are not valid.`, { node, errors });
  }
  const { fragment } = entry;
  return {
    $reactComponent: "CustomFragmentWidget",
    $reactProps: {
      fragmentImpl: activeImpl(fragment),
      fragmentProps: props,
      propsValidatorUrl: propsValidatorUrl(fragment.fragmentUUID, fragment.fragmentRevisionUUID),
    },
    ...(await filledExtras(extras, ctx)),
  };
}

/** What a failed hydrator tells the page: its own words in debug mode or for an HTTP error only. */
function hydratorFailure(error: unknown, debug: boolean): string {
  if (error instanceof HttpError || (debug && error instanceof Error)) return error.message;
  return "This widget could not load its data.";
}

/** A LayoutError node in place of a node that failed; it keeps the node's device visibility. */
function layoutError(
  componentName: string,
  message: string,
  details: { node?: LayoutDefinitionNode; errors?: PropError[]; stack?: string } = {},
): LayoutNode {
  const props: Record<string, unknown> = { componentName, message };
  if (details.errors)
    props.errors = details.errors.map(({ path, message: text }) => ({ path, message: text }));
  if (details.stack) props.stack = details.stack;
  const extras = details.node?.$middleware !== undefined ? { $middleware: details.node.$middleware } : {};
  return { $reactComponent: "LayoutError", $reactProps: props, ...extras };
}

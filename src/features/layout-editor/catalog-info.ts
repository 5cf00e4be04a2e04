import type { RJSFSchema } from "@rjsf/utils";
import type { CatalogItem, LayoutCatalog } from "./editor-api";

/** A catalog entry by its hydrate key (case-insensitive), sections, widgets and assets alike. */
export function catalogEntry(catalog: LayoutCatalog | undefined, hydrate: string): CatalogItem | undefined {
  if (!catalog) return undefined;
  const key = hydrate.toLowerCase();
  for (const group of [catalog.sections, catalog.widgets, catalog.assets]) {
    for (const [name, item] of Object.entries(group)) if (name.toLowerCase() === key) return item;
  }
  return undefined;
}

interface PropSchema {
  type?: unknown;
  items?: { type?: unknown; properties?: unknown };
}

/** Whether a prop's schema is a list of child nodes (a section's region). */
function isNodeList(schema: unknown): boolean {
  const prop = schema as PropSchema | undefined;
  return prop?.type === "array" && prop.items?.type === "object" && prop.items.properties === undefined;
}

/** The props of an entry that hold child nodes (a section's regions). */
export function regionKeysOf(item: CatalogItem | undefined): string[] {
  const properties = (item?.schema.properties ?? {}) as Record<string, unknown>;
  return Object.keys(properties).filter((key) => isNodeList(properties[key]));
}

const formSchemas = new WeakMap<CatalogItem, RJSFSchema>();

/**
 * A tab list's schema without each tab's `children` (the tab's widgets, edited in the outline like a
 * region's); any other prop schema as it is.
 */
function withoutTabChildren(schema: unknown): unknown {
  const prop = schema as PropSchema | undefined;
  const tab = prop?.items?.properties as Record<string, unknown> | undefined;
  if (prop?.type !== "array" || !tab || !isNodeList(tab.children)) return schema;
  const { children: _children, ...rest } = tab;
  return { ...prop, items: { ...prop.items, properties: rest } };
}

/**
 * The settings form's schema of an entry: its schema without the regions and the tabs' widgets
 * (edited in the outline). The form keeps a tab's widgets in its data as they were.
 */
export function formSchemaOf(item: CatalogItem): RJSFSchema {
  let schema = formSchemas.get(item);
  if (!schema) {
    const regions = new Set(regionKeysOf(item));
    const properties = Object.fromEntries(
      Object.entries((item.schema.properties ?? {}) as Record<string, unknown>)
        .filter(([key]) => !regions.has(key))
        .map(([key, value]) => [key, withoutTabChildren(value)]),
    );
    schema = { ...item.schema, properties } as RJSFSchema;
    formSchemas.set(item, schema);
  }
  return schema;
}

/** A node's own props (not its `$` keys, not its regions): what the settings form edits. */
export function ownPropsOf(
  node: Record<string, unknown>,
  item: CatalogItem | undefined,
): Record<string, unknown> {
  const regions = new Set(regionKeysOf(item));
  return Object.fromEntries(
    Object.entries(node).filter(([key]) => !key.startsWith("$") && !regions.has(key)),
  );
}

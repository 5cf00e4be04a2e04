import type { LayoutDefinitionNode } from "../../../../schemas/layout/node.schema";
import { findCatalogEntry } from "../../../../schemas/widgets/index";
import { t } from "../../../../runtime/i18n/t";

type Schema = Record<string, unknown>;

/**
 * Starting props of widgets whose required props have no default in their schema: words a site
 * manager would replace, translated into the site's language when the node is added.
 */
const startingProps: Record<string, () => Record<string, unknown>> = {
  CallToActionWidget: () => ({
    title: t("Join the conversation"),
    description: t("Ask a question, share an idea or answer another member."),
    button: { title: t("Browse discussions"), url: "/discussions" },
  }),
  HtmlWidget: () => ({ html: `<p>${t("Write your HTML here.")}</p>` }),
  QuickLinks: () => ({ links: [] }),
  TabWidget: () => ({ tabs: [] }),
  // "system" forces the built-in implementation until a fragment is chosen (shell spec §3).
  CustomFragmentWidget: () => ({ fragmentImpl: { fragmentUUID: "system" } }),
};

/**
 * A value that passes `schema`, from its `default`, `const` or first `enum` value, else the least
 * value of its type (required object props filled the same way).
 */
export function defaultValueOf(schema: Schema): unknown {
  if ("default" in schema) return schema.default;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0)
    return defaultValueOf(schema.oneOf[0] as Schema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
      return minLength > 0 ? t("Text").padEnd(minLength, ".") : "";
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array":
      return [];
    case "object":
      return requiredDefaults(schema);
    default:
      return null;
  }
}

/** The required props of an object schema, each with its default value. */
function requiredDefaults(schema: Schema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const props: Record<string, unknown> = {};
  for (const name of required) {
    const prop = properties[name];
    if (prop) props[name] = defaultValueOf(prop);
  }
  return props;
}

/**
 * A new node of a catalog entry: what "Add" inserts. Valid at once: required props get a starting
 * value (the entry's words above, else schema defaults). A widget with a server hydrator is left
 * without the required props its hydrator fills (the server's validator allows that). A widget type
 * the server's catalog adds (a custom fragment's `custom.<uuid>`) starts from `catalogSchema`.
 */
export function newNodeFor(hydrateKey: string, catalogSchema?: Schema): LayoutDefinitionNode {
  const entry = findCatalogEntry(hydrateKey);
  if (!entry && catalogSchema) return { $hydrate: hydrateKey, ...requiredDefaults(catalogSchema) };
  if (!entry) throw new Error(`"${hydrateKey}" is not a known widget.`);
  const starting = startingProps[entry.type];
  const props = starting ? starting() : entry.hydrated ? {} : requiredDefaults(entry.schema);
  return { $hydrate: entry.hydrate, ...props };
}

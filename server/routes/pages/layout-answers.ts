import {
  hydratedLayoutResponseSchema,
  layoutDraftRecordSchema,
  layoutRecordSchema,
  layoutRevisionRecordSchema,
  layoutRevisionSummarySchema,
  layoutViewRecordSchema,
} from "../../layouts/layout-api.schema";

/**
 * Widgets carry arbitrary props, so the layout answers keep every object open: each object schema
 * inside gets `additionalProperties: true` and the serialiser passes unknown props on.
 */
function openObjects<T>(schema: T): T {
  const open = (value: unknown, isSchema: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => open(item, isSchema));
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      if (key === "properties" || key === "patternProperties") {
        return [
          key,
          Object.fromEntries(
            Object.entries(item as Record<string, unknown>).map(([name, sub]) => [name, open(sub, true)]),
          ),
        ];
      }
      if (key === "enum" || key === "const" || key === "required" || key === "default") return [key, item];
      return [key, open(item, true)];
    });
    const result = Object.fromEntries(entries) as Record<string, unknown>;
    if (isSchema && result.type === "object" && result.additionalProperties !== true) {
      result.additionalProperties = true;
    }
    return result;
  };
  return open(schema, true) as T;
}

export const openLayoutRecord = openObjects(layoutRecordSchema);
export const hydratedOrRedirectSchema = openObjects({
  ...hydratedLayoutResponseSchema,
  description:
    "A hydrated layout, or {redirectTo, status} when the record lives at another address (the client follows it).",
  properties: {
    ...hydratedLayoutResponseSchema.properties,
    redirectTo: {
      type: ["string", "null"],
      description: "Where the record lives now; null on a hydrated layout.",
    },
    status: { type: "integer", description: "The redirect's HTTP status." },
  },
  required: [],
});
export const layoutCatalogSchema = {
  type: "object",
  description: "The widgets, sections and assets a layout of this view type may use, with their schemas.",
  additionalProperties: true,
} as const;
export const layoutListSchema = { type: "array", items: openLayoutRecord } as const;
export const layoutViewListSchema = { type: "array", items: layoutViewRecordSchema } as const;
export const layoutDraftAnswer = openObjects(layoutDraftRecordSchema);
export const layoutRevisionListSchema = { type: "array", items: layoutRevisionSummarySchema } as const;
export const layoutRevisionAnswer = openObjects(layoutRevisionRecordSchema);

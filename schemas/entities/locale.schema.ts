import type { FromSchema } from "json-schema-to-ts";

/** One enabled locale of `GET /locales`. */
export const localeSchema = {
  $id: "locale",
  type: "object",
  description: "An enabled locale.",
  properties: {
    localeID: { type: "string", description: "The locale's addon key." },
    localeKey: { type: "string", description: "The locale key without region, e.g. en." },
    regionalKey: { type: "string", description: "The locale key with region when there is one." },
    displayNames: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "The locale's name in each locale.",
    },
    translationService: { type: ["string", "null"], description: "Machine translation service, if any." },
  },
  required: ["localeID", "localeKey", "regionalKey", "displayNames"],
  additionalProperties: false,
} as const;
export type Locale = FromSchema<typeof localeSchema>;

import type { FromSchema } from "json-schema-to-ts";

/** A machine translation service of `GET /translation-services`: never its credentials. */
export const translationServiceSchema = {
  $id: "translationService",
  type: "object",
  description: "A machine translation service; its credentials stay on the server.",
  properties: {
    type: { type: "string", description: "The service's key, e.g. deepl." },
    name: { type: "string", description: "The service's name." },
    isConfigured: { type: "boolean", description: "Whether credentials have been stored for it." },
    configSchema: {
      type: "object",
      additionalProperties: true,
      description: "The JSON schema of the credentials `PUT /translation-services/{type}` takes.",
    },
  },
  required: ["type", "name", "isConfigured", "configSchema"],
  additionalProperties: false,
} as const;
export type TranslationService = FromSchema<typeof translationServiceSchema>;

/** `GET /translation-services`. */
export const translationServiceListSchema = {
  type: "array",
  items: translationServiceSchema,
} as const;

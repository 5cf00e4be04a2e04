import type { FromSchema } from "json-schema-to-ts";
import { fragmentSchema } from "../entities/fragment.schema";
import { localeSchema } from "../entities/locale.schema";

/** `GET /fragments`: the fragments, newest first. */
export const fragmentListSchema = {
  $id: "FragmentList",
  type: "array",
  description: "Custom fragments.",
  items: fragmentSchema,
} as const;
/** A list of fragments. */
export type FragmentList = FromSchema<typeof fragmentListSchema>;

/** `GET /locales`: the locales the site offers. */
export const localeListSchema = {
  $id: "localeList",
  type: "array",
  description: "The enabled locales.",
  items: localeSchema,
} as const;

/**
 * `GET /config`: the selected config keys and their values. Keys are dotted names
 * (schemas/config/site-config.ts); each value has the type its key declares.
 */
export const configValuesSchema = {
  $id: "configValues",
  type: "object",
  description: "Config keys (dotted names) and their values.",
  additionalProperties: true,
} as const;

/** `GET /openapi.json`: the API described as OpenAPI 3.1. */
export const openApiDocumentSchema = {
  $id: "openApiDocument",
  type: "object",
  description: "An OpenAPI 3.1 document describing every /api/v2 route.",
  properties: {
    openapi: { type: "string", description: "The OpenAPI version." },
  },
  required: ["openapi"],
  additionalProperties: true,
} as const;

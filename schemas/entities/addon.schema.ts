import type { FromSchema } from "json-schema-to-ts";

/** The addon types of `GET /addons?type=` (addons.yml). */
export const addonTypes = ["addon", "theme", "locale"] as const;

/** An addon as `GET /addons` answers it (Vanilla's Addon). */
export const addonSchema = {
  $id: "addon",
  type: "object",
  description: "An addon and whether it is enabled.",
  properties: {
    addonID: { type: "string", minLength: 1, description: "The addon's ID for API calls." },
    key: { type: "string", minLength: 1, description: "The unique key of the addon." },
    name: { type: "string", minLength: 1, description: "The addon's name." },
    description: { type: "string", description: "What the addon does." },
    type: { type: "string", enum: addonTypes, description: "The type of addon." },
    iconUrl: {
      type: "string",
      minLength: 1,
      description: "The absolute address of the addon's icon (an SVG file).",
    },
    version: { type: "string", minLength: 1, description: "The addon's version." },
    enabled: { type: "boolean", description: "Whether the addon is enabled." },
  },
  required: ["addonID", "key", "name", "description", "type", "iconUrl", "version", "enabled"],
  additionalProperties: false,
} as const;
export type Addon = FromSchema<typeof addonSchema>;

/** `GET /addons` answers a list of addons. */
export const addonListSchema = {
  $id: "addonList",
  type: "array",
  description: "Addons.",
  items: addonSchema,
} as const;

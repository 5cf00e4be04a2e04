import type { FromSchema } from "json-schema-to-ts";
import { themeVariablesSchema } from "./theme-variables.ts";

const colorOrNull = (description: string) => ({ type: ["string", "null"], description }) as const;

/**
 * A theme at one revision (content spec §3 "Theme: themeID, revisionID, active, assets (with
 * variables data)"; field names as Vanilla's themes.yml).
 */
export const themeSchema = {
  $id: "Theme",
  type: "object",
  description: "A theme at one of its revisions, with its variables.",
  properties: {
    themeID: { type: "string", description: "The theme's id, for example keystone." },
    name: { type: "string", description: "The theme's name." },
    type: {
      enum: ["themeFile", "themeDB"],
      description:
        "themeFile for Plaza's built-in themes (they cannot be deleted), themeDB for the site's own.",
    },
    version: {
      type: "string",
      minLength: 1,
      description: "The version of the theme's assets: the ID of the revision they belong to.",
    },
    parentTheme: {
      type: "string",
      description: "The theme this one was made from; absent for a theme not made from another.",
    },
    revisionID: { type: "integer", description: "The revision these assets belong to." },
    revisionName: { type: "string", description: "The revision's name; empty when it has none." },
    active: {
      type: "boolean",
      description: "Whether this revision is the theme's active one (the one pages use).",
    },
    current: { type: "boolean", description: "Whether the theme is the site's current theme." },
    assets: {
      type: "object",
      description: "Assets to include in a page as part of the theme.",
      properties: {
        variables: {
          type: "object",
          description: "The theme's variables.",
          properties: {
            type: { const: "json", description: "The type of the asset." },
            url: {
              type: "string",
              minLength: 1,
              description: "The absolute address of the asset at this revision, as a JSON file.",
            },
            "content-type": { const: "application/json", description: "The content type of the asset." },
            data: themeVariablesSchema,
          },
          required: ["type", "url", "content-type", "data"],
          additionalProperties: false,
        },
      },
      required: ["variables"],
      additionalProperties: false,
    },
    preview: {
      type: "object",
      description: "The colours of a thumbnail of the theme, defaults filled in.",
      properties: {
        preset: { enum: ["light", "dark"], description: "Light or dark." },
        globalPrimary: colorOrNull("The primary colour."),
        globalBg: colorOrNull("The page background."),
        globalFg: colorOrNull("Body text."),
        titleBarBg: colorOrNull("The title bar's background."),
        titleBarFg: colorOrNull("The title bar's text."),
      },
      required: ["preset", "globalPrimary", "globalBg", "globalFg", "titleBarBg", "titleBarFg"],
      additionalProperties: false,
    },
    insertUserID: { type: "integer", description: "Who made the revision (0 for Plaza's own)." },
    dateInserted: { type: "string", description: "When the revision was made (ISO 8601)." },
  },
  required: [
    "themeID",
    "name",
    "type",
    "version",
    "revisionID",
    "revisionName",
    "active",
    "current",
    "assets",
    "preview",
    "insertUserID",
    "dateInserted",
  ],
  additionalProperties: false,
} as const;
/** A theme at one revision. */
export type Theme = FromSchema<typeof themeSchema>;

/** `GET /themes` and `GET /themes/{themeID}/revisions`. */
export const themeListSchema = {
  $id: "ThemeList",
  type: "array",
  description: "Themes, or one theme's revisions newest first.",
  items: themeSchema,
} as const;

/**
 * The theme an administrator is previewing (shell spec §3 "Theme preview: themeID, revisionID, name,
 * redirect"): pages render it for them alone until they apply or cancel it.
 */
export const themePreviewSchema = {
  type: "object",
  description: "The theme the viewer is previewing.",
  properties: {
    themeID: { type: "string", description: "The previewed theme." },
    revisionID: { type: "integer", description: "The previewed revision." },
    name: { type: "string", description: "The theme's name." },
    redirect: { type: "string", description: "Where to go after applying or cancelling the preview." },
  },
  required: ["themeID", "revisionID", "name", "redirect"],
  additionalProperties: false,
} as const;
/** A theme preview. */
export type ThemePreview = FromSchema<typeof themePreviewSchema>;

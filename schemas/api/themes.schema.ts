import type { FromSchema } from "json-schema-to-ts";
import { themeVariablesSchema } from "../entities/theme-variables";

const themeIDProperty = {
  type: "string",
  minLength: 1,
  maxLength: 100,
  pattern: "^[a-z0-9][a-z0-9-]*$",
  description: "A theme's id: lower-case letters, digits and hyphens.",
} as const;
const nameProperty = {
  type: "string",
  minLength: 1,
  maxLength: 200,
  description: "The theme's name.",
} as const;
const revisionNameProperty = {
  type: "string",
  maxLength: 200,
  description: "A name for the new revision.",
} as const;
const revisionIDProperty = { type: "integer", minimum: 1, description: "A revision of the theme." } as const;
const assetsProperty = {
  type: "object",
  description: "The theme's assets; the variables replace the previous revision's.",
  properties: { variables: themeVariablesSchema },
  required: ["variables"],
  additionalProperties: false,
} as const;

/** Path of the theme routes. */
export const themeParamsSchema = {
  type: "object",
  properties: { themeID: themeIDProperty },
  required: ["themeID"],
} as const;

/** `GET /themes/{themeID}`: a revision other than the active one. */
export const themeQuerySchema = {
  type: "object",
  properties: { revisionID: revisionIDProperty },
} as const;

/** `POST /themes`: a new theme, its variables copied from `parentTheme` unless given. */
export const themePostBodySchema = {
  $id: "ThemePost",
  type: "object",
  description: "A new theme of the site's own.",
  properties: {
    name: nameProperty,
    parentTheme: { ...themeIDProperty, description: "The theme to start from (default keystone)." },
    revisionName: revisionNameProperty,
    assets: assetsProperty,
  },
  required: ["name"],
  additionalProperties: false,
} as const;
/** Body of `POST /themes`. */
export type ThemePostBody = FromSchema<typeof themePostBodySchema>;

/**
 * `PATCH /themes/{themeID}`: new variables make a new revision; `revisionID` alone makes that earlier
 * revision the active one again (content spec §4 "revision patch"); `name` renames the theme.
 */
export const themePatchBodySchema = {
  $id: "ThemePatch",
  type: "object",
  description: "Changes to a theme: a name, new variables (a new revision), or the revision to restore.",
  properties: {
    name: nameProperty,
    revisionID: revisionIDProperty,
    revisionName: revisionNameProperty,
    assets: assetsProperty,
  },
  minProperties: 1,
  additionalProperties: false,
} as const;
/** Body of `PATCH /themes/{themeID}`. */
export type ThemePatchBody = FromSchema<typeof themePatchBodySchema>;

/** `PUT /themes/current`: the site's theme (content spec §7). */
export const themeCurrentBodySchema = {
  $id: "ThemeCurrent",
  type: "object",
  description: "The theme every page uses from now on, optionally at one of its revisions.",
  properties: { themeID: themeIDProperty, revisionID: revisionIDProperty },
  required: ["themeID"],
  additionalProperties: false,
} as const;
/** Body of `PUT /themes/current`. */
export type ThemeCurrentBody = FromSchema<typeof themeCurrentBodySchema>;

/**
 * `PUT /themes/preview` (content spec §7): the viewer sees this theme on every page until it is
 * cleared; a body without themeID (or with null) ends the preview.
 */
export const themePreviewBodySchema = {
  $id: "ThemePreviewPut",
  type: "object",
  description: "The theme to preview, or no themeID to end the preview.",
  properties: {
    themeID: { anyOf: [themeIDProperty, { type: "null" }] },
    revisionID: revisionIDProperty,
    redirect: {
      type: "string",
      maxLength: 500,
      pattern: "^/(?:[^/\\\\].*)?$",
      description: "Where to go after applying or cancelling the preview: a path of this site.",
    },
  },
  additionalProperties: false,
} as const;
/** Body of `PUT /themes/preview`. */
export type ThemePreviewBody = FromSchema<typeof themePreviewBodySchema>;

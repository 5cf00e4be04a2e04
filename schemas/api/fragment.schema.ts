import type { FromSchema } from "json-schema-to-ts";

/** Largest fragment module: 512 KB (UTF-8 bytes). */
export const FRAGMENT_JS_MAX_BYTES = 512 * 1024;
/** Largest fragment stylesheet: 256 KB (UTF-8 bytes). */
export const FRAGMENT_CSS_MAX_BYTES = 256 * 1024;

const fragmentTypeProperty = {
  type: "string",
  minLength: 1,
  maxLength: 100,
  pattern: "^[A-Za-z][A-Za-z0-9_.-]*$",
  description: "What the fragment replaces or renders, for example BannerFragment or CustomFragment.",
} as const;
const nameProperty = {
  type: "string",
  minLength: 1,
  maxLength: 200,
  description: "A name for site managers.",
} as const;
const jsProperty = {
  type: "string",
  minLength: 1,
  maxLength: FRAGMENT_JS_MAX_BYTES,
  description: "The fragment's ES module: its default export is a React component (fragments/README.md).",
} as const;
const cssProperty = {
  type: "string",
  maxLength: FRAGMENT_CSS_MAX_BYTES,
  description: "The fragment's stylesheet.",
} as const;

/** `POST /fragments`: upload a fragment. */
export const fragmentPostBodySchema = {
  $id: "FragmentPost",
  type: "object",
  description: "A new fragment.",
  properties: { fragmentType: fragmentTypeProperty, name: nameProperty, js: jsProperty, css: cssProperty },
  required: ["fragmentType", "name", "js"],
  additionalProperties: false,
} as const;
/** Body of `POST /fragments`. */
export type FragmentPostBody = FromSchema<typeof fragmentPostBodySchema>;

/** `PATCH /fragments/{fragmentUUID}`: a new revision (any of the fields). */
export const fragmentPatchBodySchema = {
  $id: "FragmentPatch",
  type: "object",
  description: "Changes to a fragment; every update is a new revision.",
  properties: { fragmentType: fragmentTypeProperty, name: nameProperty, js: jsProperty, css: cssProperty },
  minProperties: 1,
  additionalProperties: false,
} as const;
/** Body of `PATCH /fragments/{fragmentUUID}`. */
export type FragmentPatchBody = FromSchema<typeof fragmentPatchBodySchema>;

import type { FromSchema } from "json-schema-to-ts";
import { fragmentPreviewDataSchema, type FragmentCustomWidget } from "../entities/fragment.schema";

/** Largest fragment module: 512 KB (UTF-8 bytes). */
export const FRAGMENT_JS_MAX_BYTES = 512 * 1024;
/** Largest fragment stylesheet: 256 KB (UTF-8 bytes). */
export const FRAGMENT_CSS_MAX_BYTES = 256 * 1024;
/** Largest props schema of a declared widget type: 16 KB of JSON. */
export const FRAGMENT_WIDGET_SCHEMA_MAX_BYTES = 16 * 1024;

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
  maxLength: FRAGMENT_JS_MAX_BYTES,
  description: "The fragment's ES module: its default export is a React component (fragments/README.md).",
} as const;
const jsRawProperty = {
  type: "string",
  maxLength: FRAGMENT_JS_MAX_BYTES,
  description: "The editable TSX source the module was built from; empty for an uploaded bundle.",
} as const;
const cssProperty = {
  type: "string",
  maxLength: FRAGMENT_CSS_MAX_BYTES,
  description: "The fragment's stylesheet.",
} as const;
const previewDataProperty = {
  type: "array",
  maxItems: 20,
  description: "Props to preview the fragment with.",
  items: fragmentPreviewDataSchema,
} as const;
const customWidgetProperty = {
  type: "object",
  description: "The widget type a CustomFragment declares: its name, icon and props schema.",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100, description: "The widget's name." },
    icon: { type: "string", minLength: 1, maxLength: 8, description: "One emoji or short symbol." },
    schema: {
      type: "object",
      description: "JSON Schema of the props: type object with properties (at most 16 KB).",
      additionalProperties: true,
    },
  },
  required: ["name", "icon", "schema"],
  additionalProperties: false,
} as const;
const commitMessageProperty = {
  type: "string",
  minLength: 1,
  maxLength: 500,
  description: "Commits the revision with this message (it becomes the active one).",
} as const;
const commitDescriptionProperty = {
  type: "string",
  maxLength: 5000,
  description: "A longer description of the commit.",
} as const;

/** `POST /fragments`: a new fragment, a draft or committed at once. */
export const fragmentPostBodySchema = {
  $id: "FragmentPost",
  type: "object",
  description: "A new fragment; with a commitMessage it is committed and active, else a draft.",
  properties: {
    fragmentType: fragmentTypeProperty,
    name: nameProperty,
    js: jsProperty,
    jsRaw: jsRawProperty,
    css: cssProperty,
    previewData: previewDataProperty,
    customWidget: customWidgetProperty,
    commitMessage: commitMessageProperty,
    commitDescription: commitDescriptionProperty,
  },
  required: ["fragmentType", "name", "js"],
  additionalProperties: false,
} as const;
/** Body of `POST /fragments`. */
export type FragmentPostBody = Omit<
  FromSchema<typeof fragmentPostBodySchema>,
  "customWidget" | "previewData"
> &
  FragmentContentTypes;

/** `PATCH /fragments/{fragmentUUID}`: saves the draft (and commits it with a commitMessage). */
export const fragmentPatchBodySchema = {
  $id: "FragmentPatch",
  type: "object",
  description: "Changes saved into the fragment's draft; with a commitMessage the draft is committed.",
  properties: {
    name: nameProperty,
    js: jsProperty,
    jsRaw: jsRawProperty,
    css: cssProperty,
    previewData: previewDataProperty,
    customWidget: customWidgetProperty,
    commitMessage: commitMessageProperty,
    commitDescription: commitDescriptionProperty,
  },
  minProperties: 1,
  additionalProperties: false,
} as const;
/** Body of `PATCH /fragments/{fragmentUUID}`. */
export type FragmentPatchBody = Omit<
  FromSchema<typeof fragmentPatchBodySchema>,
  "customWidget" | "previewData"
> &
  Partial<FragmentContentTypes>;

type FragmentContentTypes = {
  customWidget?: FragmentCustomWidget;
  previewData?: Array<{
    previewDataUUID: string;
    name: string;
    description: string;
    data: Record<string, unknown>;
  }>;
};

/** `POST /fragments/{fragmentUUID}/commit-revision`. */
export const fragmentCommitBodySchema = {
  $id: "FragmentCommit",
  type: "object",
  description: "Commits the fragment's draft: it becomes the active revision.",
  properties: {
    fragmentRevisionUUID: { type: "string", minLength: 1, maxLength: 100, description: "The draft." },
    commitMessage: commitMessageProperty,
    commitDescription: commitDescriptionProperty,
  },
  required: ["fragmentRevisionUUID", "commitMessage"],
  additionalProperties: false,
} as const;
/** Body of `POST /fragments/{fragmentUUID}/commit-revision`. */
export type FragmentCommitBody = FromSchema<typeof fragmentCommitBodySchema>;

/** `POST /fragments/{fragmentUUID}/rollback`. */
export const fragmentRollbackBodySchema = {
  $id: "FragmentRollback",
  type: "object",
  description: "Makes a committed revision the active one again.",
  properties: {
    fragmentRevisionUUID: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The committed revision.",
    },
  },
  required: ["fragmentRevisionUUID"],
  additionalProperties: false,
} as const;
/** Body of `POST /fragments/{fragmentUUID}/rollback`. */
export type FragmentRollbackBody = FromSchema<typeof fragmentRollbackBodySchema>;

/** `GET`/`PUT /fragments/disclosure-state`. */
export const fragmentDisclosureSchema = {
  $id: "FragmentDisclosure",
  type: "object",
  description: "Whether the signed-in user accepted the custom fragments' developer warning.",
  properties: { didAccept: { type: "boolean", description: "Accepted." } },
  required: ["didAccept"],
  additionalProperties: false,
} as const;
/** The disclosure state. */
export type FragmentDisclosure = FromSchema<typeof fragmentDisclosureSchema>;

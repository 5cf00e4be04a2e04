import type { FromSchema } from "json-schema-to-ts";
import { mediaSchema, type Media } from "./media.schema";

/** Where a fragment is applied: the site-wide map, or a layout's nodes. */
export const fragmentViewSchema = {
  $id: "FragmentView",
  type: "object",
  description: "A place a fragment is applied: the site-wide map (site) or a layout.",
  properties: {
    recordType: { type: "string", enum: ["layout", "site"], description: "What applies it." },
    recordID: { type: "string", description: 'The layout\'s ID, or "global" for the site-wide map.' },
    recordName: { type: "string", description: "The layout's name, or the site's." },
    recordUrl: { type: "string", description: "Where a site manager changes it." },
    nodePaths: {
      type: "array",
      description: "The layout nodes that use it, like layout[1].children[0].",
      items: { type: "string" },
    },
  },
  required: ["recordType", "recordID", "recordName", "recordUrl"],
  additionalProperties: false,
} as const;
/** A place a fragment is applied. */
export type FragmentView = FromSchema<typeof fragmentViewSchema>;

/** The widget type a CustomFragment declares. */
export const fragmentCustomWidgetSchema = {
  type: ["object", "null"],
  description: "The widget type a CustomFragment declares (null for other fragment types).",
  properties: {
    name: { type: "string", description: "The widget's name in the layout editor." },
    icon: { type: "string", description: "An emoji or short symbol for the layout editor." },
    schema: {
      type: "object",
      description: "JSON Schema of the widget's props (type object with properties).",
      additionalProperties: true,
    },
  },
  required: ["name", "icon", "schema"],
  additionalProperties: false,
} as const;
/** The widget type a CustomFragment declares. */
export type FragmentCustomWidget = { name: string; icon: string; schema: Record<string, unknown> };

/** Properties every fragment record has (Vanilla's fragments.yml field names). */
const fragmentProperties = {
  fragmentUUID: { type: "string", description: "The fragment's id (a UUID)." },
  fragmentRevisionUUID: { type: "string", description: "This revision's id." },
  fragmentType: {
    type: "string",
    description: "What the fragment replaces or renders, for example BannerFragment or CustomFragment.",
  },
  name: { type: "string", description: "A name for site managers." },
  status: {
    type: "string",
    enum: ["draft", "active", "past-revision"],
    description:
      "The revision's status: the draft, the active (committed, loaded by pages), or an older one.",
  },
  isLatest: {
    type: "boolean",
    description: "Whether this is the fragment's latest revision (its draft, else its active one).",
  },
  revisionInsertUserID: { type: "integer", description: "Who saved this revision." },
  revisionInsertUser: {
    type: ["object", "null"],
    description: "Who saved this revision; null when the account is gone.",
    properties: {
      userID: { type: "integer", description: "The user's ID." },
      name: { type: "string", description: "The user's name." },
      photoUrl: { type: "string", description: "The user's photo." },
    },
    required: ["userID", "name", "photoUrl"],
    additionalProperties: false,
  },
  dateRevisionInserted: { type: "string", description: "When this revision was saved (ISO 8601)." },
  commitMessage: { type: "string", description: "The commit message; empty for a draft." },
  commitDescription: { type: "string", description: "The commit's longer description." },
  isApplied: { type: "boolean", description: "Whether the site-wide map or a layout uses the fragment." },
  url: { type: "string", description: "The fragment's page in the dashboard." },
  jsUrl: { type: "string", description: "URL of this revision's ES module." },
  cssUrl: { type: "string", description: "URL of this revision's stylesheet." },
  fragmentViews: {
    type: "array",
    description: "Where the fragment is applied.",
    items: fragmentViewSchema,
  },
  customWidget: fragmentCustomWidgetSchema,
  insertUserID: { type: "integer", description: "The user who made the fragment." },
  dateInserted: { type: "string", description: "When the fragment was made (ISO 8601)." },
  dateUpdated: {
    type: ["string", "null"],
    description: "When the fragment last got a revision (ISO 8601); null before the first.",
  },
} as const;

const fragmentRequired = [
  "fragmentUUID",
  "fragmentRevisionUUID",
  "fragmentType",
  "name",
  "status",
  "isLatest",
  "revisionInsertUserID",
  "revisionInsertUser",
  "dateRevisionInserted",
  "commitMessage",
  "commitDescription",
  "isApplied",
  "url",
  "jsUrl",
  "cssUrl",
  "fragmentViews",
  "customWidget",
  "insertUserID",
  "dateInserted",
  "dateUpdated",
] as const;

/** A fragment revision as listed by `GET /fragments` and `/revisions` (shell spec §3, §7). */
export const fragmentSchema = {
  $id: "Fragment",
  type: "object",
  description: "A custom fragment: a site manager's ES module (and stylesheet) that renders a widget part.",
  properties: fragmentProperties,
  required: fragmentRequired,
  additionalProperties: false,
} as const;
/** A fragment record. */
export type Fragment = Omit<FromSchema<typeof fragmentSchema>, "customWidget"> & {
  customWidget: FragmentCustomWidget | null;
};

/** One set of preview data. */
export const fragmentPreviewDataSchema = {
  type: "object",
  description: "Props to preview the fragment with.",
  properties: {
    previewDataUUID: { type: "string", maxLength: 100, description: "The set's id." },
    name: { type: "string", maxLength: 200, description: "The set's name." },
    description: { type: "string", maxLength: 1000, description: "What the set shows." },
    data: { type: "object", additionalProperties: true, description: "The props." },
  },
  required: ["previewDataUUID", "name", "description", "data"],
  additionalProperties: false,
} as const;
/** One set of preview data. */
export type FragmentPreviewData = {
  previewDataUUID: string;
  name: string;
  description: string;
  data: Record<string, unknown>;
};

/** `GET /fragments/{fragmentUUID}`: a revision with its code. */
export const fragmentDetailsSchema = {
  $id: "FragmentDetails",
  type: "object",
  description: "A fragment revision with its JavaScript, source, CSS and preview data.",
  properties: {
    ...fragmentProperties,
    js: { type: "string", description: "The fragment's ES module." },
    jsRaw: { type: "string", description: "The editable TSX source; empty for an uploaded bundle." },
    css: { type: "string", description: "The fragment's stylesheet; empty when it has none." },
    previewData: { type: "array", description: "Preview data sets.", items: fragmentPreviewDataSchema },
    files: {
      type: "array",
      description: "Files kept with the fragment: always none, a fragment keeps only its code and styles.",
      items: mediaSchema,
    },
  },
  required: [...fragmentRequired, "js", "jsRaw", "css", "previewData", "files"],
  additionalProperties: false,
} as const;
/** A fragment revision with its code. */
export type FragmentDetails = Fragment & {
  js: string;
  jsRaw: string;
  css: string;
  previewData: FragmentPreviewData[];
  files: Media[];
};

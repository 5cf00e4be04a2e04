import { layoutNodeSchema, layoutViewTypes } from "../../schemas/layout/node.schema";

/** Record types a layout can be assigned to: the whole site, a site section, a category. */
export const layoutRecordTypes = ["global", "siteSection", "category"] as const;

const definitionProps = {
  layout: {
    type: "array",
    maxItems: 100,
    description: "The page's definition nodes (`$hydrate` nodes); checked against the widget schemas.",
    items: { type: "object" },
  },
  titleBar: { type: "object", description: "The title bar's definition node." },
} as const;

/** `POST /layouts` (layouts.yml LayoutPostSchema, with the view type named layoutViewType). */
export const layoutPostBodySchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100, description: "A name for people." },
    layoutViewType: { type: "string", enum: layoutViewTypes, description: "The view the layout is for." },
    ...definitionProps,
  },
  required: ["name", "layoutViewType", "layout"],
  additionalProperties: false,
} as const;

/** `PATCH /layouts/{id}`: the name and the definition may change, the view type may not. */
export const layoutPatchBodySchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100, description: "A name for people." },
    ...definitionProps,
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

/** `PUT /layouts/{id}/views`: the views the layout is assigned to, replacing its earlier ones. */
export const layoutViewsBodySchema = {
  type: "array",
  maxItems: 200,
  items: {
    type: "object",
    properties: {
      recordType: { type: "string", enum: layoutRecordTypes, description: "What the layout applies to." },
      recordID: { type: "integer", description: "The record; -1 with recordType global." },
    },
    required: ["recordType", "recordID"],
    additionalProperties: false,
  },
} as const;

/** `GET /layouts/lookup-hydrate` (shell spec §3 layout query). */
export const lookupHydrateQuerySchema = {
  type: "object",
  properties: {
    layoutViewType: { type: "string", enum: layoutViewTypes },
    recordType: { type: "string", minLength: 1, maxLength: 50, default: "global" },
    // A category may be named by its url code as well as its id.
    recordID: {
      anyOf: [{ type: "integer" }, { type: "string", pattern: "^[A-Za-z0-9_-]{1,200}$" }],
      default: -1,
    },
    params: { type: "object" },
  },
  required: ["layoutViewType"],
} as const;

/** One assignment of a layout to a view (layouts.yml LayoutViewSchema). */
export const layoutViewRecordSchema = {
  type: "object",
  properties: {
    layoutViewID: { type: "integer" },
    layoutID: { type: "integer" },
    layoutViewType: { type: "string", enum: layoutViewTypes },
    recordType: { type: "string" },
    recordID: { type: "integer" },
    dateInserted: { type: "string", description: "When it was assigned (ISO 8601)." },
    insertUserID: { type: "integer" },
  },
  required: [
    "layoutViewID",
    "layoutID",
    "layoutViewType",
    "recordType",
    "recordID",
    "dateInserted",
    "insertUserID",
  ],
  additionalProperties: false,
} as const;

/** A layout record (layouts.yml LayoutSchema); built-in ones have the view type as their ID. */
export const layoutRecordSchema = {
  type: "object",
  properties: {
    layoutID: { anyOf: [{ type: "integer" }, { type: "string", enum: layoutViewTypes }] },
    name: { type: "string" },
    layoutViewType: { type: "string", enum: layoutViewTypes },
    isDefault: { type: "boolean" },
    isActive: { type: "boolean" },
    layout: { type: "array", items: { type: "object" } },
    titleBar: { type: "object" },
    dateInserted: { type: ["string", "null"] },
    insertUserID: { type: "integer" },
    dateUpdated: { type: ["string", "null"] },
    updateUserID: { type: ["integer", "null"] },
    layoutViews: { type: "array", items: layoutViewRecordSchema },
    dateScheduled: {
      type: ["string", "null"],
      description: "A stored layout's: when its draft is to be published by itself (ISO 8601); null: never.",
    },
  },
  required: [
    "layoutID",
    "name",
    "layoutViewType",
    "isDefault",
    "isActive",
    "dateInserted",
    "insertUserID",
    "dateUpdated",
    "updateUserID",
    "layoutViews",
  ],
  additionalProperties: false,
} as const;

/** The hydrated answer of `GET /layouts/lookup-hydrate` (ARCHITECTURE "Hydrated layout shape"). */
export const hydratedLayoutResponseSchema = {
  type: "object",
  properties: {
    layoutID: { anyOf: [{ type: "integer" }, { type: "string" }] },
    name: { type: "string" },
    layoutViewType: { type: "string", enum: layoutViewTypes },
    isDefault: { type: "boolean" },
    layout: { type: "array", items: layoutNodeSchema },
    titleBar: layoutNodeSchema,
    seo: {
      type: "object",
      properties: {
        title: { type: "string" },
        description: { type: "string" },
        meta: { type: "array", items: { type: "object", additionalProperties: { type: "string" } } },
        links: { type: "array", items: { type: "object", additionalProperties: { type: "string" } } },
        url: { type: "string" },
      },
      required: ["title", "description", "meta", "links", "url"],
      additionalProperties: false,
    },
    contexts: { type: "array", items: layoutNodeSchema },
    redirectTo: {
      type: "null",
      description: "Null: the layout is here. A redirect answer names the address instead.",
    },
  },
  required: ["layoutID", "name", "layoutViewType", "isDefault", "layout", "titleBar", "seo", "redirectTo"],
  additionalProperties: false,
} as const;

/** `PUT /layouts/{id}/draft`: the draft's definition and the version it was made from. */
export const layoutDraftBodySchema = {
  type: "object",
  properties: {
    layout: { ...definitionProps.layout },
    titleBar: definitionProps.titleBar,
    version: {
      type: "integer",
      minimum: 0,
      description:
        "The version this edit was made from, as GET /layouts/{id}/draft answered it (with or without a draft).",
    },
  },
  required: ["layout", "version"],
  additionalProperties: false,
} as const;

/** `POST /layouts/{id}/publish`. */
export const layoutPublishBodySchema = {
  type: "object",
  properties: {
    version: { type: "integer", minimum: 1, description: "The draft's version being published." },
    dateScheduled: {
      type: "string",
      pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$",
      description:
        "Publish it then (ISO 8601 with a zone) instead of now; a time already past publishes now.",
    },
  },
  required: ["version"],
  additionalProperties: false,
} as const;

/** `POST /layouts/hydrate`: an unsaved definition hydrated for a page, as some viewer would see it. */
export const layoutHydrateBodySchema = {
  type: "object",
  properties: {
    layoutViewType: { type: "string", enum: layoutViewTypes, description: "The view the layout is for." },
    ...definitionProps,
    recordType: { type: "string", minLength: 1, maxLength: 50, default: "global" },
    recordID: {
      anyOf: [{ type: "integer" }, { type: "string", pattern: "^[A-Za-z0-9_-]{1,200}$" }],
      default: -1,
    },
    params: { type: "object", description: "Page params, as lookup-hydrate takes them." },
    previewRoleIDs: {
      type: "array",
      maxItems: 50,
      items: { type: "integer" },
      description: "Hydrate as a viewer with these roles; empty: as a guest; absent: as the caller.",
    },
  },
  required: ["layoutViewType", "layout"],
  additionalProperties: false,
} as const;

/** `GET /layouts/{id}/revisions`: keyset paging, newest first. */
export const layoutRevisionsQuerySchema = {
  type: "object",
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
    beforeRevisionID: { type: "integer", minimum: 1, description: "Only revisions older than this one." },
  },
  additionalProperties: false,
} as const;

const userRefSchema = {
  type: "object",
  properties: { userID: { type: "integer" }, name: { type: "string" } },
  required: ["userID", "name"],
  additionalProperties: false,
} as const;

/** A layout's draft, or its live definition when it has none (`hasDraft` false; `version` 0 before any draft). */
export const layoutDraftRecordSchema = {
  type: "object",
  properties: {
    layoutID: { type: "integer" },
    layoutViewType: { type: "string", enum: layoutViewTypes },
    name: { type: "string" },
    layout: { type: "array", items: { type: "object" } },
    titleBar: { type: "object" },
    version: { type: "integer", description: "Send it back with the next save or publish." },
    hasDraft: { type: "boolean" },
    dateUpdated: { type: ["string", "null"] },
    updateUserID: { type: ["integer", "null"] },
    updateUser: userRefSchema,
    dateScheduled: {
      type: ["string", "null"],
      description: "When the scheduler publishes the draft (ISO 8601); null: not scheduled.",
    },
    scheduleUserID: {
      type: ["integer", "null"],
      description: "Who scheduled it; the revision is recorded under their name. Null: not scheduled.",
    },
    scheduleUser: userRefSchema,
  },
  required: [
    "layoutID",
    "layoutViewType",
    "name",
    "layout",
    "titleBar",
    "version",
    "hasDraft",
    "dateUpdated",
    "updateUserID",
    "dateScheduled",
    "scheduleUserID",
  ],
  additionalProperties: false,
} as const;

/** One entry of a layout's history; the newest is the live one. */
export const layoutRevisionSummarySchema = {
  type: "object",
  properties: {
    revisionID: { type: "integer" },
    layoutID: { type: "integer" },
    dateInserted: { type: "string" },
    insertUserID: { type: "integer" },
    insertUser: userRefSchema,
    isLive: { type: "boolean" },
  },
  required: ["revisionID", "layoutID", "dateInserted", "insertUserID", "insertUser", "isLive"],
  additionalProperties: false,
} as const;

/** One revision with its definition. */
export const layoutRevisionRecordSchema = {
  ...layoutRevisionSummarySchema,
  properties: {
    ...layoutRevisionSummarySchema.properties,
    layout: { type: "array", items: { type: "object" } },
    titleBar: { type: "object" },
  },
  required: [...layoutRevisionSummarySchema.required, "layout", "titleBar"],
} as const;

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
  },
  required: ["layoutID", "name", "layoutViewType", "isDefault", "layout", "titleBar", "seo"],
  additionalProperties: false,
} as const;

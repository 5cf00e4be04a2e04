import type { FromSchema } from "json-schema-to-ts";
import { titleBarNavItemSchema } from "../widgets/title-bar.schema";
import { SAFE_LINK_PATTERN } from "../entities/safe-link";

/**
 * The site-wide navigation (config key `navigation.items`): the title bar's navigation item schema
 * (`schemas/widgets/title-bar.schema.ts`), made strict for a setting a manager saves: every item has a
 * name, and a link must pass the safe-link rule (content spec §5) — the server also refuses a path
 * that leaves the site (`server/services/config-rules.ts`).
 */
const navFields = titleBarNavItemSchema.properties;
const groupSchema = titleBarNavItemSchema.properties.children.items;
const leafSchema = groupSchema.properties.children.items;

const strictName = { ...navFields.name, minLength: 1 } as const;
const strictUrl = {
  ...navFields.url,
  pattern: SAFE_LINK_PATTERN,
  description: "Where it goes: a path of this site (/…) or an http(s) address.",
} as const;

/** A link in a mega-menu group. */
const siteNavLeafSchema = {
  ...leafSchema,
  properties: { ...leafSchema.properties, name: strictName, url: strictUrl },
  required: ["name"],
} as const;

/** A mega-menu entry: a headed group of links, or a link. */
const siteNavGroupSchema = {
  ...groupSchema,
  properties: {
    ...groupSchema.properties,
    name: strictName,
    url: strictUrl,
    children: { ...groupSchema.properties.children, items: siteNavLeafSchema },
  },
  required: ["name"],
} as const;

/** A top-level item of the site-wide navigation; children open a mega-menu. */
export const siteNavItemSchema = {
  ...titleBarNavItemSchema,
  properties: {
    ...navFields,
    name: strictName,
    url: strictUrl,
    children: { ...navFields.children, items: siteNavGroupSchema },
  },
  required: ["name"],
} as const;

/** The `navigation.items` value: the items, or null for the built-in navigation (Posts, Categories). */
export const siteNavigationSchema = {
  type: ["array", "null"],
  maxItems: 50,
  items: siteNavItemSchema,
  description:
    "The title bar's navigation on every page (layout and app pages); a layout's own title bar navigation wins. Null: the built-in items (Posts, Categories). Each viewer gets only the items their roles may see.",
} as const;

/** One item of the site-wide navigation. */
export type SiteNavItem = FromSchema<typeof siteNavItemSchema>;

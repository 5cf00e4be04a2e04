import type { FromSchema } from "json-schema-to-ts";

/** Fields every navigation item has (shell spec §3 "Navigation item"). */
const navItemFields = {
  id: { type: ["string", "integer"], description: "An identifier, unique among its siblings." },
  name: { type: "string", maxLength: 300, description: "The item's text; an item without one is dropped." },
  url: {
    type: "string",
    maxLength: 2000,
    description: "Where it goes; kept when it starts with http(s)://, / or ~, otherwise / is added.",
  },
  permission: { type: "string", maxLength: 100, description: "A permission needed to see the item." },
  isHidden: { type: "boolean", description: "Hide the item." },
  badge: {
    type: "object",
    description: "A short text shown beside the item's name.",
    properties: {
      type: { type: "string", enum: ["text"], description: "The badge kind; only text for now." },
      text: { type: "string", maxLength: 30, description: "The badge's text." },
    },
    required: ["type", "text"],
    additionalProperties: false,
  },
  roleIDs: {
    type: "array",
    items: { type: "integer", description: "A role ID." },
    description: "Only users with one of these roles see the item; everyone when absent or empty.",
  },
} as const;

/** A navigation item without children: a link in a mega-menu group. */
const navLeafSchema = {
  type: "object",
  description: "A navigation link (shell spec §5 navigation item rules apply).",
  properties: navItemFields,
  additionalProperties: false,
} as const;

/** A mega-menu child: a link, or a headed group of links when it has children. */
const navGroupSchema = {
  type: "object",
  description: "A mega-menu entry: a headed group when it has children, otherwise a link.",
  properties: {
    ...navItemFields,
    children: { type: "array", maxItems: 50, items: navLeafSchema, description: "The group's links." },
  },
  additionalProperties: false,
} as const;

/** A top-level navigation item; children open a mega-menu (shell spec §2 "Title bar"). */
export const titleBarNavItemSchema = {
  type: "object",
  description: "A main navigation item; one with children opens a mega-menu.",
  properties: {
    ...navItemFields,
    children: {
      type: "array",
      maxItems: 50,
      items: navGroupSchema,
      description: "The mega-menu's entries: children with children become headed groups.",
    },
  },
  additionalProperties: false,
} as const;

/** TitleBar (`react.titlebar`): the bar above every page (shell spec §2 "Title bar", §3, §4). */
export const titleBarSchema = {
  $id: "TitleBar",
  type: "object",
  description: "The site's title bar.",
  properties: {
    positioning: {
      type: "string",
      enum: ["StickySolid", "StickyTransparent", "StaticSolid", "StaticTransparent"],
      description:
        "How the bar sits on the page (shell spec §3); StickyTransparent by default with fullBleed, otherwise StickySolid.",
    },
    fullBleed: {
      type: "boolean",
      description:
        "The page's top content (a banner) runs under the bar edge to edge; makes StickyTransparent the default positioning (shell spec §4).",
    },
    isTransparentAllowed: {
      type: "boolean",
      description: "The page lets the bar be transparent; otherwise a transparent mode shows solid (§4).",
    },
    borderType: {
      type: "string",
      enum: ["border", "shadow", "shadowAsBorder", "none"],
      description: "The bar's lower edge (shell spec §3); border by default.",
    },
    logo: {
      type: "object",
      description: "Logo images; the site name shows as text without one.",
      properties: {
        url: { type: "string", maxLength: 2000, description: "The desktop logo image." },
        mobileUrl: { type: "string", maxLength: 2000, description: "The logo image on mobile and xs." },
        alt: { type: "string", maxLength: 200, description: "The logo's alternative text; Home by default." },
      },
      additionalProperties: false,
    },
    logoStrategy: {
      type: "string",
      enum: ["default", "hidden", "mobile-only", "fade-in"],
      description: "When the logo shows: always, never, only on mobile, or fading in once scrolled.",
    },
    navigation: {
      type: "array",
      maxItems: 50,
      items: titleBarNavItemSchema,
      description: "The main navigation; Posts and Categories when absent.",
    },
    showLabels: {
      type: "boolean",
      description:
        "The search and account buttons show their names under their icons, and the bar is 64 tall instead of 48 (shell spec §9); not in compact mode.",
    },
    navigationAlignment: {
      type: "string",
      enum: ["left", "center"],
      description: "Where the main navigation sits in the bar (shell spec §2); left by default.",
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of TitleBar. */
export type TitleBarProps = FromSchema<typeof titleBarSchema>;
/** One main navigation item of the title bar. */
export type TitleBarNavItem = FromSchema<typeof titleBarNavItemSchema>;

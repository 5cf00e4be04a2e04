import type { FromSchema } from "json-schema-to-ts";
import { SAFE_LINK_PATTERN } from "./safe-link";
import { CATEGORY_COLOR_PATTERN } from "./category-color";

export { CATEGORY_COLOR_PATTERN } from "./category-color";

/** How a category shows its content (Vanilla's displayAs values). */
export const categoryDisplayTypes = ["categories", "discussions", "flat", "heading"] as const;

/** A category's look (colour, icon, banner image): each optional, null for none. */
export const categoryAppearanceProperties = {
  color: {
    type: ["string", "null"],
    pattern: CATEGORY_COLOR_PATTERN,
    description: "The category's colour as a CSS hex colour #rrggbb; null for the neutral one.",
  },
  iconUrl: {
    type: ["string", "null"],
    maxLength: 500,
    pattern: SAFE_LINK_PATTERN,
    description: "The URL of the category's icon; it must pass the safe-link rule (content spec §5).",
  },
  bannerUrl: {
    type: ["string", "null"],
    maxLength: 500,
    pattern: SAFE_LINK_PATTERN,
    description: "The URL of the category's banner image; it must pass the safe-link rule (content spec §5).",
  },
} as const;

/** A category's newest discussion (Vanilla's lastPost, a PostFragment), when expanded. */
export const categoryLastPostSchema = {
  type: "object",
  description: "The newest discussion in the category or its visible children.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    name: { type: "string", description: "The discussion's title." },
    url: { type: "string", description: "The discussion's URL." },
    dateInserted: { type: "string", description: "When the discussion was posted (ISO 8601)." },
    insertUser: {
      type: "object",
      description: "Who posted it.",
      properties: {
        userID: { type: "integer", description: "The author's ID; 0 for a removed account." },
        name: { type: "string", description: "The author's name." },
        url: { type: "string", description: "The author's profile URL." },
      },
      required: ["userID", "name"],
      additionalProperties: false,
    },
  },
  required: ["discussionID", "name", "url", "dateInserted", "insertUser"],
  additionalProperties: false,
} as const;

/** A category with its counts (Vanilla's categories.yml field names). */
export const categorySchema = {
  $id: "category",
  type: "object",
  description: "A category.",
  properties: {
    categoryID: { type: "integer", description: "The category's ID." },
    name: { type: "string", description: "The category's name." },
    description: { type: "string", description: "The category's description as plain text." },
    parentCategoryID: { type: ["integer", "null"], description: "The parent category; null at the top." },
    urlcode: { type: "string", description: "The category's URL code." },
    url: { type: "string", description: "The category's URL: /categories/{categoryID}." },
    displayAs: {
      type: "string",
      enum: categoryDisplayTypes,
      description: "How the category shows its content.",
    },
    depth: { type: "integer", minimum: 1, description: "The category's depth; 1 at the top." },
    countDiscussions: { type: "integer", description: "Discussions in the category itself." },
    countComments: { type: "integer", description: "Comments in the category itself." },
    countAllDiscussions: {
      type: "integer",
      description: "Discussions in the category and the child categories the viewer can see.",
    },
    countAllComments: {
      type: "integer",
      description: "Comments in the category and the child categories the viewer can see.",
    },
    countCategories: { type: "integer", description: "Child categories the viewer can see." },
    countFollowers: { type: "integer", description: "Members following the category." },
    customPermissions: {
      type: "boolean",
      description: "Whether the category has permissions of its own (else its parent's apply).",
    },
    isArchived: { type: "boolean", description: "Whether the category is archived: never on Plaza." },
    ...categoryAppearanceProperties,
    lastPost: { ...categoryLastPostSchema, type: ["object", "null"] },
    followed: { type: "boolean", description: "Whether the current user follows the category." },
    breadcrumbs: {
      type: "array",
      description: "The path to the category (GET /categories/search): its ancestors, then itself.",
      items: {
        type: "object",
        description: "One step of the path.",
        properties: {
          name: { type: "string", description: "The crumb's label." },
          url: { type: "string", description: "The crumb's URL." },
        },
        required: ["name", "url"],
        additionalProperties: false,
      },
    },
    children: {
      type: "array",
      description: "Child categories (tree output), each shaped like this record.",
      items: { type: "object", additionalProperties: true, description: "A child category." },
    },
  },
  required: [
    "categoryID",
    "name",
    "description",
    "parentCategoryID",
    "urlcode",
    "url",
    "displayAs",
    "depth",
    "countDiscussions",
    "countComments",
    "countAllDiscussions",
    "countAllComments",
    "countCategories",
    "countFollowers",
    "customPermissions",
    "isArchived",
  ],
  additionalProperties: false,
} as const;
/** A category record; tree output nests children of the same shape. */
export type Category = Omit<FromSchema<typeof categorySchema>, "children"> & { children?: Category[] };

/** `GET /categories`: a flat list or the roots of a tree. */
export const categoryListSchema = {
  $id: "categoryList",
  type: "array",
  description: "Categories.",
  items: categorySchema,
} as const;

/** The URL code rule: lower-case letters, digits and dashes (it is unique among categories). */
export const CATEGORY_URLCODE_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

/** What a site manager sets on a category (Vanilla's CategoryPost), besides its look. */
export const categoryEditableProperties = {
  name: { type: "string", minLength: 1, maxLength: 200, description: "The category's name." },
  urlcode: {
    type: "string",
    minLength: 1,
    maxLength: 200,
    pattern: CATEGORY_URLCODE_PATTERN,
    description: "The category's URL code: lower-case letters, digits and dashes; unique.",
  },
  description: { type: "string", maxLength: 1000, description: "The category's description as plain text." },
  parentCategoryID: {
    type: ["integer", "null"],
    minimum: 1,
    description: "The parent category; null at the top. A category cannot go under itself or its children.",
  },
  displayAs: {
    type: "string",
    enum: ["discussions", "categories"],
    description: "Show the category's discussions, or its subcategories.",
  },
  ...categoryAppearanceProperties,
} as const;

/** `POST /categories` body (site.manage). */
export const categoryPostSchema = {
  $id: "categoryPost",
  type: "object",
  description: "A new category.",
  properties: categoryEditableProperties,
  required: ["name", "urlcode"],
  additionalProperties: false,
} as const;
/** A new category. */
export type CategoryPost = FromSchema<typeof categoryPostSchema>;

/**
 * `PATCH /categories/{id}` body (site.manage); null clears a look field. `sort` is the category's
 * position among its siblings (under its new parent when `parentCategoryID` changes too), from 0.
 */
export const categoryPatchSchema = {
  $id: "categoryPatch",
  type: "object",
  description: "The category fields to change.",
  properties: {
    ...categoryEditableProperties,
    sort: {
      type: "integer",
      minimum: 0,
      maximum: 100000,
      description: "The position among its siblings, from 0; the siblings from there move one down.",
    },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;
/** A category change. */
export type CategoryPatch = FromSchema<typeof categoryPatchSchema>;

/** `PUT /categories/{id}/follow` body and answer. */
export const categoryFollowSchema = {
  $id: "categoryFollow",
  type: "object",
  description: "Whether the current user follows a category.",
  properties: { followed: { type: "boolean", description: "The follow status for the current user." } },
  required: ["followed"],
  additionalProperties: false,
} as const;
/** A follow status. */
export type CategoryFollow = FromSchema<typeof categoryFollowSchema>;

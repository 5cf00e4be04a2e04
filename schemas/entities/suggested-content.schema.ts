import type { FromSchema } from "json-schema-to-ts";
import { categoryFragmentSchema } from "./discussion.schema";
import { userFragmentSchema } from "./user.schema";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const insertUserSchema = /* @__PURE__ */ (() => {
  const { $id: _userFragmentID, ...rest } = userFragmentSchema;
  return rest;
})();

/** A suggested discussion: enough to link it with its category and an excerpt. */
export const suggestedDiscussionSchema = {
  type: "object",
  description: "A discussion suggested to the viewer.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    name: { type: "string", description: "The title." },
    url: { type: "string", description: "Its URL: /discussion/{id}/{slug}." },
    excerpt: { type: "string", description: "The body's opening as plain text." },
    categoryID: { type: "integer", description: "The category the discussion is in." },
    category: categoryFragmentSchema,
    insertUserID: { type: "integer", description: "Who started it." },
    insertUser: { ...insertUserSchema, description: "Who started it." },
    dateInserted: { type: "string", description: "When it was started (ISO 8601)." },
    dateLastComment: { type: "string", description: "When it was last commented on (ISO 8601)." },
    countComments: { type: "integer", description: "How many comments it has." },
    score: { type: "integer", description: "The sum of its reaction values." },
  },
  required: [
    "discussionID",
    "name",
    "url",
    "excerpt",
    "categoryID",
    "category",
    "insertUserID",
    "insertUser",
    "dateInserted",
    "dateLastComment",
    "countComments",
    "score",
  ],
  additionalProperties: false,
} as const;
/** A suggested discussion. */
export type SuggestedDiscussion = FromSchema<typeof suggestedDiscussionSchema>;

/** A category suggested to follow. */
export const suggestedCategorySchema = {
  type: "object",
  description: "A category suggested to follow.",
  properties: {
    categoryID: { type: "integer", description: "The category's ID." },
    name: { type: "string", description: "The category's name." },
    url: { type: "string", description: "The category's URL." },
    description: { type: "string", description: "The category's description as plain text." },
    countDiscussions: { type: "integer", description: "Discussions in the category." },
    countComments: { type: "integer", description: "Comments in the category." },
  },
  required: ["categoryID", "name", "url", "description", "countDiscussions", "countComments"],
  additionalProperties: false,
} as const;
/** A category suggested to follow. */
export type SuggestedCategory = FromSchema<typeof suggestedCategorySchema>;

/** `GET /site/suggested-content`: discussions to read and categories to follow. */
export const suggestedContentSchema = {
  $id: "suggestedContent",
  type: "object",
  description: "Discussions suggested to the viewer and categories to follow.",
  properties: {
    discussions: { type: "array", items: suggestedDiscussionSchema, description: "Discussions to read." },
    categories: {
      type: "array",
      items: suggestedCategorySchema,
      description: "Categories to follow; none for guests.",
    },
  },
  required: ["discussions", "categories"],
  additionalProperties: false,
} as const;
/** The suggested content answer. */
export type SuggestedContent = FromSchema<typeof suggestedContentSchema>;

/** The query of `GET /site/suggested-content`. */
export const suggestedContentQuerySchema = {
  type: "object",
  description: "How many suggestions to answer.",
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 20, default: 5, description: "How many discussions." },
    followsLimit: {
      type: "integer",
      minimum: 0,
      maximum: 20,
      default: 3,
      description: "How many categories to follow.",
    },
  },
  additionalProperties: false,
} as const;
/** The suggested content query. */
export type SuggestedContentQuery = FromSchema<typeof suggestedContentQuerySchema>;

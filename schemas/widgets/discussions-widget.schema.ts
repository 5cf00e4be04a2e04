import type { FromSchema } from "json-schema-to-ts";
import { discussionSchema, discussionSorts } from "../entities/discussion.schema";
import { pagingSchema } from "../entities/paging.schema";
import { questionStatuses } from "../entities/question-status";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

export { discussionWidgetExpand, DISCUSSIONS_WIDGET_DEFAULT_LIMIT } from "./defaults";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const discussionItemSchema = /* @__PURE__ */ (() => {
  const { $id: _discussionID, ...rest } = discussionSchema;
  return rest;
})();

/** Which parts of each discussion's meta line show; every one is on unless set to false. */
export const discussionOptionsSchema = {
  type: "object",
  description: "How each discussion of the list shows.",
  properties: {
    metas: {
      type: "object",
      description: "The meta line under each title.",
      properties: {
        display: {
          type: "object",
          description: "Which metas show; each is on unless set to false.",
          properties: {
            category: { type: "boolean", description: "The discussion's category." },
            startedByUser: { type: "boolean", description: "Who started it." },
            lastUser: { type: "boolean", description: "Who posted last." },
            lastCommentDate: { type: "boolean", description: "When it was last active." },
            viewCount: { type: "boolean", description: "How many views it has." },
            commentCount: { type: "boolean", description: "How many comments it has." },
            score: { type: "boolean", description: "Its score." },
            userTags: { type: "boolean", description: "Its tags (3 at most; content spec §9)." },
            unreadCount: { type: "boolean", description: "How many comments the user has not read." },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    excerpt: {
      type: "object",
      description: "The excerpt under each title.",
      properties: { display: { type: "boolean", description: "Show the excerpt; on unless false." } },
      additionalProperties: false,
    },
    authorPhoto: {
      type: "object",
      description: "The photo of who started each discussion, beside it.",
      properties: { display: { type: "boolean", description: "Show the photo; on unless false." } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
/** Display options of a discussion list. */
export type DiscussionOptions = FromSchema<typeof discussionOptionsSchema>;

/** The `GET /discussions` parameters a discussion widget lists with. */
export const discussionsApiParamsSchema = {
  type: "object",
  description: "Which discussions to list, and in what order.",
  properties: {
    categoryID: { type: "integer", minimum: 1, description: "Only discussions in this category." },
    includeChildCategories: {
      type: "boolean",
      description: "With categoryID: also the discussions of its child categories.",
    },
    tagID: {
      type: "array",
      items: { type: "integer", minimum: 1 },
      maxItems: 20,
      description: "Only discussions with one of these tags.",
    },
    insertUserID: { type: "integer", minimum: 1, description: "Only discussions this user started." },
    pinned: { type: "boolean", description: "true: only announcements; false: no announcements." },
    bookmarked: {
      type: "boolean",
      description: "true: only the discussions the viewer bookmarked (the bookmarks page; members only).",
    },
    pinOrder: {
      type: "string",
      enum: ["first", "mixed"],
      description: '"first" (default) lists announcements first; "mixed" sorts them with the rest.',
    },
    sort: { type: "string", enum: discussionSorts, description: "The order; -dateLastComment by default." },
    status: {
      type: "string",
      enum: questionStatuses,
      description: "Q&A addon: only the questions in this state (unanswered, answered, accepted).",
    },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Discussions per page; 10 by default." },
    page: { type: "integer", minimum: 1, description: "The page to show first; 1 by default." },
  },
  additionalProperties: false,
} as const;
/** The list parameters of a discussion widget. */
export type DiscussionsApiParams = FromSchema<typeof discussionsApiParamsSchema>;

/** DiscussionsWidget: a list of discussions chosen by category, tag and sort, with a View All link. */
export const discussionsWidgetSchema = {
  $id: "DiscussionsWidget",
  type: "object",
  description: "A list of discussions chosen by category, tag and order.",
  properties: {
    ...widgetHeadingProps,
    apiParams: discussionsApiParamsSchema,
    containerOptions: containerOptionsSchema,
    discussionOptions: discussionOptionsSchema,
    discussions: {
      type: "array",
      description: "Preloaded first page of discussions (the server fills it).",
      items: discussionItemSchema,
    },
    initialPaging: pagingSchema,
  },
  additionalProperties: false,
} as const;
/** Props of DiscussionsWidget. */
export type DiscussionsWidgetProps = FromSchema<typeof discussionsWidgetSchema>;

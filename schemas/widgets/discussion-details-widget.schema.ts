import type { FromSchema } from "json-schema-to-ts";
import { categoryFragmentSchema, tagFragmentSchema } from "../entities/discussion.schema";
import { userFragmentSchema } from "../entities/user.schema";
import { widgetHeadingProps } from "./common";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const participantSchema = /* @__PURE__ */ (() => {
  const { $id: _userID, ...rest } = userFragmentSchema;
  return rest;
})();

/** What a DiscussionDetailsWidget shows when its definition gives no limits. */
export const DISCUSSION_DETAILS_DEFAULTS = { participantsLimit: 10, relatedLimit: 5 } as const;

/** The largest limits a definition may ask for. */
export const DISCUSSION_DETAILS_MAX = { participantsLimit: 50, relatedLimit: 10 } as const;

/** One discussion of "Related discussions": enough for a link and its activity. */
const relatedDiscussionSchema = {
  type: "object",
  description: "A discussion in the same category or sharing a tag.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    name: { type: "string", description: "Its title." },
    url: { type: "string", description: "Its page." },
    dateInserted: { type: "string", description: "When it was started (ISO 8601)." },
    countComments: { type: "integer", minimum: 0, description: "How many comments it has." },
  },
  required: ["discussionID", "name", "url", "dateInserted", "countComments"],
  additionalProperties: false,
} as const;

/**
 * DiscussionDetailsWidget: the side panel of a post page: who takes part, counts of comments and
 * views, the category, tags, the last reply and related discussions. The server fills `details` for
 * the page's discussion; off a post page the widget shows nothing.
 */
export const discussionDetailsWidgetSchema = {
  $id: "DiscussionDetailsWidget",
  type: "object",
  description: "A discussion's participants, counts, category, tags, last reply and related discussions.",
  properties: {
    ...widgetHeadingProps,
    discussionID: {
      type: "integer",
      minimum: 1,
      description: "The discussion described; the page's by default.",
    },
    participantsLimit: {
      type: "integer",
      minimum: 0,
      maximum: DISCUSSION_DETAILS_MAX.participantsLimit,
      description: "How many participants show with their photos (10 by default); 0 hides them.",
    },
    relatedLimit: {
      type: "integer",
      minimum: 0,
      maximum: DISCUSSION_DETAILS_MAX.relatedLimit,
      description: "How many related discussions show (5 by default); 0 hides them.",
    },
    details: {
      type: "object",
      description: "The preloaded details (the server fills them).",
      properties: {
        discussionID: { type: "integer", description: "The discussion described." },
        countComments: { type: "integer", minimum: 0, description: "Its comments." },
        countViews: { type: "integer", minimum: 0, description: "Its views." },
        dateLastComment: {
          type: ["string", "null"],
          description: "When the last comment was posted (ISO 8601); null without comments.",
        },
        category: {
          ...categoryFragmentSchema,
          properties: {
            ...categoryFragmentSchema.properties,
            color: { type: ["string", "null"], description: "The category's colour (#rrggbb), if any." },
          },
        },
        tags: { type: "array", items: tagFragmentSchema, description: "Its tags." },
        participants: {
          type: "array",
          items: participantSchema,
          description: "The author, then the other commenters, most recent first, up to the limit.",
        },
        countParticipants: {
          type: "integer",
          minimum: 0,
          description: "Everyone who took part: the author and every distinct commenter.",
        },
        related: {
          type: "array",
          items: relatedDiscussionSchema,
          description: "Discussions the viewer may see in the same category or sharing a tag, newest first.",
        },
      },
      required: ["discussionID", "countComments", "countViews", "dateLastComment", "tags", "participants"],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
/** Props of DiscussionDetailsWidget. */
export type DiscussionDetailsWidgetProps = FromSchema<typeof discussionDetailsWidgetSchema>;
/** The preloaded details of a DiscussionDetailsWidget. */
export type DiscussionDetails = NonNullable<DiscussionDetailsWidgetProps["details"]>;

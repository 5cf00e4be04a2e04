import type { FromSchema } from "json-schema-to-ts";
import { discussionSorts } from "../entities/discussion.schema";
import { maxPage } from "../entities/paging.schema";
import { questionStatuses } from "../entities/question-status";

/** `GET /discussions` query (Vanilla's names). Unknown parameters are ignored, not refused. */
export const discussionListQuerySchema = {
  $id: "discussionListQuery",
  type: "object",
  description: "Filters, order and page of a discussion list.",
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
    followed: {
      type: "boolean",
      description: "true: only discussions in categories the current user follows (signed-in users only).",
    },
    bookmarked: {
      type: "boolean",
      description: "true: only discussions the current user bookmarked (signed-in users only).",
    },
    dateInserted: {
      type: "string",
      maxLength: 100,
      description:
        "Started within a date range (content spec §3): a day (2026-01-01), [start,end], >=start, <=end, >start, <end.",
    },
    dateLastComment: {
      type: "string",
      maxLength: 100,
      description: "Last commented on within a date range (same syntax as dateInserted).",
    },
    status: {
      type: "string",
      enum: questionStatuses,
      description: "Q&A addon: only the questions in this state (unanswered, answered, accepted).",
    },
    pinned: { type: "boolean", description: "true: only pinned discussions; false: none of them." },
    pinOrder: {
      type: "string",
      enum: ["first", "mixed"],
      description: '"first" (default) lists announcements first; "mixed" sorts them with the rest.',
    },
    sort: { type: "string", enum: discussionSorts, description: "The order; -dateLastComment by default." },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Discussions per page (default 30)." },
    expand: {
      type: "array",
      items: { type: "string" },
      maxItems: 20,
      description:
        "Records to expand (comma list or array): insertUser, insertUser.signature, lastUser, category, tags, excerpt, breadcrumbs, reactions, permissions, all.",
    },
  },
} as const;
/** A discussion list query. */
export type DiscussionListQueryParams = FromSchema<typeof discussionListQuerySchema>;

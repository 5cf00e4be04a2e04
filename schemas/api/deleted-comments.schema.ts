import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";
import { userFragmentSchema } from "../entities/user.schema";

/** A deleted comment, as its deletion kept it. */
export const deletedCommentSchema = {
  $id: "deletedComment",
  type: "object",
  description: "A comment as it was when it was deleted.",
  properties: {
    commentID: { type: "integer", description: "The comment's ID." },
    discussionID: { type: "integer", description: "The discussion the comment was in." },
    body: { type: "string", description: "The comment's body as sanitised HTML, as it was stored." },
    insertUserID: { type: "integer", description: "Who wrote the comment." },
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When the comment was written (ISO 8601)." },
    deleteUserID: { type: "integer", description: "Who deleted the comment." },
    dateDeleted: { type: "string", description: "When the comment was deleted (ISO 8601)." },
  },
  required: [
    "commentID",
    "discussionID",
    "body",
    "insertUserID",
    "insertUser",
    "dateInserted",
    "deleteUserID",
    "dateDeleted",
  ],
  additionalProperties: false,
} as const;
/** A deleted comment. */
export type DeletedComment = FromSchema<typeof deletedCommentSchema>;

/** `GET /discussions/{id}/deleted-comments`: a page of them, the latest deletion first. */
export const deletedCommentListSchema = {
  $id: "deletedCommentList",
  type: "array",
  description: "The deleted comments of a discussion, the latest deletion first.",
  items: deletedCommentSchema,
} as const;

/** `GET /discussions/{id}/deleted-comments` query. */
export const deletedCommentListQuerySchema = {
  $id: "deletedCommentListQuery",
  type: "object",
  description: "A page of deleted comments.",
  properties: {
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Comments per page; 30 by default." },
  },
  additionalProperties: false,
} as const;
/** The deleted-comment list query. */
export type DeletedCommentListQuery = FromSchema<typeof deletedCommentListQuerySchema>;

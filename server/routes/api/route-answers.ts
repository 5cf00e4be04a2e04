import { meCountsSchema, meSchema, userSchema } from "../../../schemas/entities/user.schema";
import { permissionsRecordSchema } from "../../../schemas/entities/permissions.schema";
import { registerAnswerSchema } from "../../../schemas/api/session.schema";
import { passwordRequestAnswerSchema, userPhotoSchema } from "../../../schemas/api/account.schema";
import { localeSchema } from "../../../schemas/entities/locale.schema";
import {
  configValuesSchema,
  fragmentListSchema,
  localeListSchema,
  openApiDocumentSchema,
} from "../../../schemas/api/responses.schema";
import { fragmentDetailsSchema, fragmentSchema } from "../../../schemas/entities/fragment.schema";
import { siteTotalsSchema } from "../../../schemas/entities/site-totals.schema";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
} from "../../../schemas/entities/discussion.schema";
import { commentEditSchema } from "../../../schemas/api/comments.schema";
import { commentListSchema, commentSchema, postQuoteSchema } from "../../../schemas/entities/comment.schema";
import {
  discussionBookmarkSchema,
  discussionSplitResultSchema,
  longRunnerResultSchema,
} from "../../../schemas/api/discussion-bulk.schema";
import { discussionDismissSchema } from "../../../schemas/api/discussion-moderation.schema";
import {
  reactedRecordListSchema,
  userFragmentListSchema,
  userListSchema,
} from "../../../schemas/api/user-lookup.schema";
import {
  categoryFollowSchema,
  categoryListSchema,
  categorySchema,
} from "../../../schemas/entities/category.schema";
import { tagListSchema } from "../../../schemas/entities/tag.schema";
import { leaderListSchema } from "../../../schemas/entities/leader.schema";
import { suggestedContentSchema } from "../../../schemas/entities/suggested-content.schema";
import {
  collectionContentSchema,
  collectionListSchema,
  collectionSchema,
} from "../../../schemas/entities/collection.schema";
import { notificationListSchema, notificationSchema } from "../../../schemas/entities/notification.schema";
import { notificationPreferencesSchema } from "../../../schemas/entities/notification-preferences.schema";
import {
  conversationListSchema,
  conversationParticipantListSchema,
  conversationSchema,
} from "../../../schemas/entities/conversation.schema";
import { messageListSchema, messageSchema } from "../../../schemas/entities/message.schema";
import { mediaSchema } from "../../../schemas/entities/media.schema";
import {
  reactionLogSchema,
  reactionSummaryListSchema,
  reactionTypeListSchema,
} from "../../../schemas/entities/reaction.schema";
import { reportListSchema, reportSchema } from "../../../schemas/entities/report.schema";
import { revisionListSchema } from "../../../schemas/entities/revision.schema";
import { warningListSchema } from "../../../schemas/api/warnings.schema";
import { deletedCommentListSchema } from "../../../schemas/api/deleted-comments.schema";
import {
  hydratedLayoutResponseSchema,
  layoutRecordSchema,
  layoutViewRecordSchema,
} from "../../layouts/layout-api.schema";

/** An answer without a body (204, 202). */
export const NO_BODY = { noBody: true } as const;
/** An answer that is not JSON: its media type. */
export interface NonJsonAnswer {
  contentType: string;
  description: string;
}
/** What a route answers with one status: a JSON Schema, no body, or another media type. */
export type Answer = object | typeof NO_BODY | NonJsonAnswer;
/** The answers of one route by status ("200", "201", "408"...). */
export type RouteAnswers = Record<string, Answer>;

/**
 * Widgets carry arbitrary props, so the layout answers keep every object open: each object schema
 * inside gets `additionalProperties: true` and the serialiser passes unknown props on.
 */
function openObjects<T>(schema: T): T {
  const open = (value: unknown, isSchema: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => open(item, isSchema));
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      if (key === "properties" || key === "patternProperties") {
        return [
          key,
          Object.fromEntries(
            Object.entries(item as Record<string, unknown>).map(([name, sub]) => [name, open(sub, true)]),
          ),
        ];
      }
      if (key === "enum" || key === "const" || key === "required" || key === "default") return [key, item];
      return [key, open(item, true)];
    });
    const result = Object.fromEntries(entries) as Record<string, unknown>;
    if (isSchema && result.type === "object" && result.additionalProperties !== true) {
      result.additionalProperties = true;
    }
    return result;
  };
  return open(schema, true) as T;
}

const openLayoutRecord = openObjects(layoutRecordSchema);
const hydratedOrRedirectSchema = openObjects({
  ...hydratedLayoutResponseSchema,
  description:
    "A hydrated layout, or {redirectTo, status} when the record lives at another address (the client follows it).",
  properties: {
    ...hydratedLayoutResponseSchema.properties,
    redirectTo: { type: "string", description: "Where the record lives now." },
    status: { type: "integer", description: "The redirect's HTTP status." },
  },
  required: [],
});
const layoutCatalogSchema = {
  type: "object",
  description: "The widgets, sections and assets a layout of this view type may use, with their schemas.",
  additionalProperties: true,
} as const;
const layoutListSchema = { type: "array", items: openLayoutRecord } as const;
const layoutViewListSchema = { type: "array", items: layoutViewRecordSchema } as const;

const javascript: NonJsonAnswer = { contentType: "text/javascript", description: "An ES module." };
const stylesheet: NonJsonAnswer = { contentType: "text/css", description: "A stylesheet." };
const longRunner = { 200: longRunnerResultSchema, 408: longRunnerResultSchema };

/**
 * Every `/api/v2` route's answers, keyed `METHOD path` as registered (without the prefix). Errors
 * (4xx and 5xx) answer `errorBodySchema` on every route unless a status is listed here.
 */
export const routeAnswers: Record<string, RouteAnswers> = {
  "POST /session": { 200: meSchema },
  "DELETE /session": { 204: NO_BODY },
  "GET /users/me": { 200: meSchema },
  "GET /users/me-counts": { 200: meCountsSchema },
  "GET /users/:id/permissions": { 200: permissionsRecordSchema },
  "GET /users/:id": { 200: userSchema },
  "POST /users/me/confirm-email-request": { 202: NO_BODY },
  "POST /users/me/confirm-email": { 200: meSchema },
  "POST /users/register": { 202: registerAnswerSchema },
  "POST /users/register/confirm": { 201: meSchema },
  "POST /users": { 201: userSchema },
  "POST /users/request-password": { 200: passwordRequestAnswerSchema },
  "POST /users/password-reset": { 204: NO_BODY },
  "PATCH /users/:id": { 200: userSchema },
  "POST /users/:id/photo": { 200: userPhotoSchema },
  "DELETE /users/:id/photo": { 204: NO_BODY },
  "GET /users/:id/warnings": { 200: warningListSchema },
  "GET /users/by-names": { 200: userFragmentListSchema },
  "GET /users": { 200: userListSchema },
  "GET /users/:id/reacted": { 200: reactedRecordListSchema },
  "GET /config": { 200: configValuesSchema },
  "PATCH /config": { 204: NO_BODY },
  "GET /locales": { 200: localeListSchema },
  "GET /locales/:id": { 200: localeSchema },
  "POST /tick": { 204: NO_BODY },
  "GET /fragments/sdk.js": { 200: javascript },
  "GET /fragments": { 200: fragmentListSchema },
  "POST /fragments": { 201: fragmentSchema },
  "GET /fragments/:fragmentUUID": { 200: fragmentDetailsSchema },
  "PATCH /fragments/:fragmentUUID": { 200: fragmentSchema },
  "DELETE /fragments/:fragmentUUID": { 204: NO_BODY },
  "GET /fragments/:fragmentUUID/js": { 200: javascript, 302: NO_BODY },
  "GET /fragments/:fragmentUUID/css": { 200: stylesheet, 302: NO_BODY },
  "GET /site-totals": { 200: siteTotalsSchema },
  "GET /discussions": { 200: discussionListSchema },
  "GET /discussions/:id": { 200: discussionSchema },
  "GET /discussions/:id/edit": { 200: discussionEditSchema },
  "GET /discussions/:id/quote": { 200: postQuoteSchema },
  "POST /discussions": { 201: discussionSchema },
  "PATCH /discussions/:id": { 200: discussionSchema },
  "PUT /discussions/:id/type": { 200: discussionSchema },
  "PUT /discussions/:id/tags": { 200: discussionSchema },
  "DELETE /discussions/:id": { 204: NO_BODY },
  "PUT /discussions/:id/bookmark": { 200: discussionBookmarkSchema },
  "GET /discussions/bookmarked": { 200: discussionListSchema },
  "PATCH /discussions/close": longRunner,
  "PATCH /discussions/move": longRunner,
  "DELETE /discussions/list": longRunner,
  "POST /discussions/merge": longRunner,
  "PATCH /discussions/merge": longRunner,
  "POST /discussions/split": { 201: discussionSplitResultSchema },
  "POST /discussions/warn": longRunner,
  "PUT /discussions/:id/dismiss": { 200: discussionDismissSchema },
  "PATCH /discussions/:id/bump": { 200: discussionSchema },
  "GET /categories": { 200: categoryListSchema },
  "GET /categories/search": { 200: categoryListSchema },
  "GET /categories/:id": { 200: categorySchema },
  "PATCH /categories/:id": { 200: categorySchema },
  "PUT /categories/:id/follow": { 200: categoryFollowSchema },
  "GET /tags": { 200: tagListSchema },
  "GET /layouts/lookup-hydrate": { 200: hydratedOrRedirectSchema },
  "GET /layouts/catalog": { 200: layoutCatalogSchema },
  "GET /layouts": { 200: layoutListSchema },
  "GET /layouts/:id": { 200: openLayoutRecord },
  "POST /layouts": { 201: openLayoutRecord },
  "PATCH /layouts/:id": { 200: openLayoutRecord },
  "DELETE /layouts/:id": { 204: NO_BODY },
  "GET /layouts/:id/views": { 200: layoutViewListSchema },
  "PUT /layouts/:id/views": { 200: layoutViewListSchema },
  "GET /users/leaders": { 200: leaderListSchema },
  "GET /site/suggested-content": { 200: suggestedContentSchema },
  "GET /collections": { 200: collectionListSchema },
  "GET /collections/by-resource": { 200: collectionListSchema },
  "PUT /collections/by-resource": { 200: collectionListSchema },
  "GET /collections/:id": { 200: collectionContentSchema },
  "POST /collections": { 201: collectionSchema },
  "GET /notifications": { 200: notificationListSchema },
  "GET /notifications/:id": { 200: notificationSchema },
  "PATCH /notifications/:id": { 200: notificationSchema },
  "PUT /notifications/:id/read": { 200: notificationSchema },
  "PATCH /notifications": { 204: NO_BODY },
  "GET /notification-preferences/:id": { 200: notificationPreferencesSchema },
  "PATCH /notification-preferences/:id": { 200: notificationPreferencesSchema },
  "GET /conversations": { 200: conversationListSchema },
  "GET /conversations/:id": { 200: conversationSchema },
  "GET /messages": { 200: messageListSchema },
  "POST /conversations": { 201: conversationSchema },
  "GET /conversations/:id/participants": { 200: conversationParticipantListSchema },
  "POST /conversations/:id/participants": { 200: conversationParticipantListSchema },
  "GET /messages/:id": { 200: messageSchema },
  "DELETE /conversations/:id/leave": { 204: NO_BODY },
  "POST /messages": { 201: messageSchema },
  "GET /comments": { 200: commentListSchema },
  "GET /comments/:id": { 200: commentSchema },
  "GET /comments/:id/edit": { 200: commentEditSchema },
  "GET /comments/:id/quote": { 200: postQuoteSchema },
  "POST /comments": { 201: commentSchema },
  "PATCH /comments/:id": { 200: commentSchema },
  "DELETE /comments/:id": { 204: NO_BODY },
  "POST /media": { 201: mediaSchema },
  "GET /media/:id": { 200: mediaSchema },
  "DELETE /media/:id": { 204: NO_BODY },
  "POST /calls/run": longRunner,
  "GET /reactions": { 200: reactionTypeListSchema },
  "POST /discussions/:id/reports": { 201: reportSchema },
  "POST /comments/:id/reports": { 201: reportSchema },
  "GET /reports": { 200: reportListSchema },
  "PATCH /reports/:id": { 200: reportSchema },
  "GET /discussions/:id/deleted-comments": { 200: deletedCommentListSchema },
  "GET /openapi.json": { 200: openApiDocumentSchema },
};
for (const prefix of ["/discussions", "/comments"]) {
  routeAnswers[`GET ${prefix}/:id/reactions`] = { 200: reactionLogSchema };
  routeAnswers[`POST ${prefix}/:id/reactions`] = { 200: reactionSummaryListSchema };
  routeAnswers[`DELETE ${prefix}/:id/reactions`] = { 204: NO_BODY };
  routeAnswers[`DELETE ${prefix}/:id/reactions/`] = { 204: NO_BODY };
  routeAnswers[`DELETE ${prefix}/:id/reactions/:userID`] = { 204: NO_BODY };
  routeAnswers[`GET ${prefix}/:id/revisions`] = { 200: revisionListSchema };
}

/** Request bodies that are not JSON, by route: media type to schema. */
export const routeRequestContent: Record<string, Record<string, object>> = {
  "POST /media": {
    "multipart/form-data": {
      type: "object",
      properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
      required: ["file"],
    },
  },
  "POST /users/:id/photo": {
    "multipart/form-data": {
      type: "object",
      properties: { photo: { type: "string", contentMediaType: "application/octet-stream" } },
      required: ["photo"],
    },
  },
  "POST /calls/run": { "application/system-signed-token": { type: "string" } },
};

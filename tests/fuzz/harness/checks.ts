// Answer checks: response schemas per route, known issues, failure and report types.
import {
  discussionBookmarkSchema,
  discussionSplitResultSchema,
  longRunnerResultSchema,
} from "../../../schemas/api/discussion-bulk.schema";
import { warningListSchema } from "../../../schemas/api/warnings.schema";
import {
  reactionLogSchema,
  reactionSummaryListSchema,
  reactionTypeListSchema,
} from "../../../schemas/entities/reaction.schema";
import { Ajv, type ValidateFunction } from "ajv";
import type { LightMyRequestResponse } from "fastify";
import { withoutIds } from "../../../schemas/without-ids";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  categoryFollowSchema,
  categoryListSchema,
  categorySchema,
} from "../../../schemas/entities/category.schema";
import {
  collectionContentSchema,
  collectionListSchema,
  collectionSchema,
} from "../../../schemas/entities/collection.schema";
import { commentListSchema, commentSchema, postQuoteSchema } from "../../../schemas/entities/comment.schema";
import { conversationListSchema, conversationSchema } from "../../../schemas/entities/conversation.schema";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
} from "../../../schemas/entities/discussion.schema";
import { fragmentDetailsSchema, fragmentSchema } from "../../../schemas/entities/fragment.schema";
import { leaderListSchema } from "../../../schemas/entities/leader.schema";
import { localeSchema } from "../../../schemas/entities/locale.schema";
import { mediaListSchema, mediaSchema } from "../../../schemas/entities/media.schema";
import { messageListSchema } from "../../../schemas/entities/message.schema";
import { notificationListSchema, notificationSchema } from "../../../schemas/entities/notification.schema";
import { permissionsRecordSchema } from "../../../schemas/entities/permissions.schema";
import { siteTotalsSchema } from "../../../schemas/entities/site-totals.schema";
import { suggestedContentSchema } from "../../../schemas/entities/suggested-content.schema";
import { tagListSchema } from "../../../schemas/entities/tag.schema";
import { meCountsSchema, meSchema, userSchema } from "../../../schemas/entities/user.schema";
import { commentEditSchema } from "../../../schemas/api/comments.schema";
import { registerAnswerSchema } from "../../../schemas/api/session.schema";
import { passwordRequestAnswerSchema } from "../../../schemas/api/account.schema";
import {
  reactedRecordListSchema,
  userFragmentListSchema,
  userListSchema,
} from "../../../schemas/api/user-lookup.schema";
import {
  hydratedLayoutResponseSchema,
  layoutRecordSchema,
  layoutViewRecordSchema,
} from "../../../server/layouts/layout-api.schema";
import { type FuzzRequest } from "../generators";
import { discussionDismissSchema } from "../../../schemas/api/discussion-moderation.schema";
import { reportListSchema, reportSchema } from "../../../schemas/entities/report.schema";
import { revisionListSchema } from "../../../schemas/entities/revision.schema";

/** A single request may not hold the event loop longer than this. */
export const BLOCK_LIMIT_MS = 200;
/** The seed of the normal run; FUZZ_SEED overrides it. */
export const DEFAULT_SEED = 20_260_611;

const listOf = (items: object) => ({ type: "array", items }) as const;

/**
 * The schema of each route's 2xx JSON answer (Fastify is not given response schemas, see
 * ARCHITECTURE "Decisions"; these are the ones the route tests check against).
 */
export const responseSchemas: Record<string, object> = {
  "POST /api/v2/session": meSchema,
  "GET /api/v2/users/me": meSchema,
  "GET /api/v2/users/me-counts": meCountsSchema,
  "GET /api/v2/users/:id/permissions": permissionsRecordSchema,
  "GET /api/v2/users/:id": userSchema,
  "POST /api/v2/users/register": registerAnswerSchema,
  "POST /api/v2/users/register/confirm": meSchema,
  "POST /api/v2/users": userSchema,
  "POST /api/v2/users/request-password": passwordRequestAnswerSchema,
  "POST /api/v2/users/me/confirm-email": meSchema,
  "PATCH /api/v2/users/:id": userSchema,
  "GET /api/v2/users/by-names": userFragmentListSchema,
  "GET /api/v2/users": userListSchema,
  "GET /api/v2/users/:id/reacted": reactedRecordListSchema,
  "GET /api/v2/users/leaders": leaderListSchema,
  "GET /api/v2/locales": listOf(localeSchema),
  "GET /api/v2/locales/:id": localeSchema,
  "GET /api/v2/fragments": listOf(fragmentSchema),
  "POST /api/v2/fragments": fragmentDetailsSchema,
  "GET /api/v2/fragments/:fragmentUUID": fragmentDetailsSchema,
  "PATCH /api/v2/fragments/:fragmentUUID": fragmentDetailsSchema,
  "GET /api/v2/fragments/:fragmentUUID/revisions": listOf(fragmentSchema),
  "GET /api/v2/site-totals": siteTotalsSchema,
  "PUT /api/v2/discussions/:id/bookmark": discussionBookmarkSchema,
  "GET /api/v2/discussions/bookmarked": discussionListSchema,
  "PATCH /api/v2/discussions/close": longRunnerResultSchema,
  "PATCH /api/v2/discussions/move": longRunnerResultSchema,
  "DELETE /api/v2/discussions/list": longRunnerResultSchema,
  "POST /api/v2/discussions/merge": longRunnerResultSchema,
  "PATCH /api/v2/discussions/merge": longRunnerResultSchema,
  "POST /api/v2/discussions/split": discussionSplitResultSchema,
  "POST /api/v2/discussions/warn": longRunnerResultSchema,
  "GET /api/v2/users/:id/warnings": warningListSchema,
  "POST /api/v2/calls/run": longRunnerResultSchema,
  "GET /api/v2/reactions": reactionTypeListSchema,
  "POST /api/v2/discussions/:id/reactions": reactionSummaryListSchema,
  "POST /api/v2/comments/:id/reactions": reactionSummaryListSchema,
  "GET /api/v2/discussions/:id/reactions": reactionLogSchema,
  "GET /api/v2/comments/:id/reactions": reactionLogSchema,
  "GET /api/v2/discussions": discussionListSchema,
  "GET /api/v2/discussions/:id": discussionSchema,
  "GET /api/v2/discussions/:id/edit": discussionEditSchema,
  "GET /api/v2/discussions/:id/quote": postQuoteSchema,
  "POST /api/v2/discussions": discussionSchema,
  "PATCH /api/v2/discussions/:id": discussionSchema,
  "PUT /api/v2/discussions/:id/type": discussionSchema,
  "PUT /api/v2/discussions/:id/tags": discussionSchema,
  "GET /api/v2/categories": categoryListSchema,
  "GET /api/v2/categories/search": categoryListSchema,
  "GET /api/v2/categories/:id": categorySchema,
  "PATCH /api/v2/categories/:id": categorySchema,
  "PUT /api/v2/categories/:id/follow": categoryFollowSchema,
  "GET /api/v2/tags": tagListSchema,
  "GET /api/v2/layouts/lookup-hydrate": hydratedLayoutResponseSchema,
  "GET /api/v2/layouts": listOf(layoutRecordSchema),
  "GET /api/v2/layouts/:id": layoutRecordSchema,
  "POST /api/v2/layouts": layoutRecordSchema,
  "PATCH /api/v2/layouts/:id": layoutRecordSchema,
  "GET /api/v2/layouts/:id/views": listOf(layoutViewRecordSchema),
  "PUT /api/v2/layouts/:id/views": listOf(layoutViewRecordSchema),
  "GET /api/v2/site/suggested-content": suggestedContentSchema,
  "GET /api/v2/collections": collectionListSchema,
  "GET /api/v2/collections/:id": collectionContentSchema,
  "POST /api/v2/collections": collectionSchema,
  "GET /api/v2/notifications": notificationListSchema,
  "GET /api/v2/notifications/:id": notificationSchema,
  "PATCH /api/v2/notifications/:id": notificationSchema,
  "PUT /api/v2/notifications/:id/read": notificationSchema,
  "GET /api/v2/conversations": conversationListSchema,
  "GET /api/v2/conversations/:id": conversationSchema,
  "GET /api/v2/messages": messageListSchema,
  "GET /api/v2/comments": commentListSchema,
  "GET /api/v2/comments/:id": commentSchema,
  "GET /api/v2/comments/:id/edit": commentEditSchema,
  "GET /api/v2/comments/:id/quote": postQuoteSchema,
  "POST /api/v2/comments": commentSchema,
  "PATCH /api/v2/comments/:id": commentSchema,
  "POST /api/v2/media": mediaSchema,
  "GET /api/v2/media/:id": mediaSchema,
  "GET /api/v2/media": mediaListSchema,
  "PUT /api/v2/discussions/:id/dismiss": discussionDismissSchema,
  "PATCH /api/v2/discussions/:id/bump": discussionSchema,
  "GET /api/v2/collections/by-resource": collectionListSchema,
  "PUT /api/v2/collections/by-resource": collectionListSchema,
  "POST /api/v2/discussions/:id/reports": reportSchema,
  "POST /api/v2/comments/:id/reports": reportSchema,
  "GET /api/v2/reports": reportListSchema,
  "PATCH /api/v2/reports/:id": reportSchema,
  "GET /api/v2/discussions/:id/revisions": revisionListSchema,
  "GET /api/v2/comments/:id/revisions": revisionListSchema,
};

/** One answer the fuzzer refuses. */
export interface FuzzFailure {
  /** The request's number in the run (replay with the same seed and at least this many runs). */
  index: number;
  request: FuzzRequest;
  status: number;
  body: string;
  reason: string;
  /** The error the server hit, when a handler threw (from an onError hook). */
  serverError?: string;
}

/**
 * Failures found, reported, and not fixed yet, each with why. A failure that matches one is counted
 * and printed as known instead of failing the run; everything else fails it. Empty this list as the
 * causes are fixed.
 */
export interface KnownIssue {
  /** Where and what it is, for people. */
  note: string;
  matches: (failure: FuzzFailure) => boolean;
}
export const knownIssues: KnownIssue[] = [];

/** What one run did. */
export interface FuzzReport {
  seed: number;
  runs: number;
  sent: number;
  durationMs: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  byVariant: Record<string, number>;
  /** Status classes per route: which routes the run reached past validation. */
  byRoute: Record<string, Record<string, number>>;
  /** Requests light-my-request itself would not build (not a server answer), by reason. */
  notSent: Record<string, number>;
  slowest: { ms: number; blockedMs: number; status: number; summary: string }[];
  failures: FuzzFailure[];
  /** Failures beyond the first {@link KEEP_FAILURES}, counted only (their requests are not kept). */
  moreFailures: number;
  /** Known issues hit: how often, and the first request that hit each. */
  known: { note: string; count: number; example: string }[];
  routes: number;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(withoutIds(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** The path the app sees for an injected URL (as light-my-request's parse-url resolves it). */
function injectedPath(url: string): string {
  const base = "http://localhost";
  try {
    return new URL(url.startsWith("//") ? base + url : url, base).pathname;
  } catch {
    return url;
  }
}

/** Why an answer is refused, or null: 5xx, malformed API errors, 2xx outside the route's schema. */
export function checkAnswer(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (request.method === "HEAD") return null;
  // light-my-request resolves the URL like a browser (`..` segments, `%2e`), so the path the app saw
  // decides whether this is an API answer, not the route the request was made for.
  const isApi = injectedPath(request.url).startsWith("/api/v2/");
  if (status >= 400 && isApi) {
    const type = String(response.headers["content-type"] ?? "");
    if (!type.startsWith("application/json")) return `error answer is ${type || "untyped"}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return "error answer is not valid JSON";
    }
    const validate = validatorOf(errorBodySchema);
    if (!validate(body)) return `error answer is not the error shape: ${ajv.errorsText(validate.errors)}`;
    if ((body as { status: number }).status !== status) {
      return `error answer says status ${(body as { status: number }).status} but is ${status}`;
    }
    return null;
  }
  const schema = responseSchemas[request.route];
  if (status >= 200 && status < 300 && status !== 204 && schema) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return "2xx answer is not valid JSON";
    }
    const validate = validatorOf(schema);
    if (!validate(body))
      return `2xx answer outside its schema: ${ajv.errorsText(validate.errors).slice(0, 600)}`;
  }
  return null;
}

/** A request as one readable line: long strings are cut to their head, tail and length. */
export function describeRequest(request: FuzzRequest, max = 400): string {
  const cut = (text: string) =>
    text.length > max ? `${text.slice(0, max / 2)}…(${text.length} chars)…${text.slice(-max / 4)}` : text;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${JSON.stringify(cut(value))}`)
    .join(", ");
  const payload =
    request.payload === undefined
      ? ""
      : ` body ${JSON.stringify(cut(Buffer.isBuffer(request.payload) ? request.payload.toString("latin1") : request.payload))}`;
  return `${request.method} ${cut(request.url)} as ${request.actor} [${request.variant}] {${headers}}${payload}`;
}

/** The app under test, its routes, the demo users' cookies and the id pools. */

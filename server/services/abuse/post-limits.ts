import type { FastifyReply } from "fastify";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Viewer } from "../../auth/viewer";
import type { AbuseLimiter, LimitRule } from "./limiter";
import type { AbuseLimits } from "./limits";
import { enforceLimit } from "./too-many-requests";

/** The answer to a member who posts faster than the limits allow. */
export const POSTING_TOO_QUICKLY = "You are posting too quickly.";

/** The kinds of post whose number per account is limited. */
export type PostKind = "message" | "comment" | "discussion";

/**
 * How many of `count` newly mentioned members a post may tell (the rest are not notified); the
 * post itself is saved either way.
 */
export type MentionAllowance = (count: number) => Promise<number>;

/** Options of a post write: `beforeWrite` runs once every check passed; `allowMentions` caps mentions. */
export interface PostWriteOptions {
  beforeWrite?: () => Promise<unknown>;
  allowMentions?: MentionAllowance;
}

/** What the limits need from the app. */
export interface PostLimitContext {
  limiter: AbuseLimiter;
  abuseLimits: AbuseLimits;
}

const rulesOf = (limits: AbuseLimits): Record<PostKind | "mention", readonly LimitRule[]> => ({
  message: [limits.messagesPerMinute, limits.messagesPerHour],
  comment: [limits.commentsPerMinute, limits.commentsPerHour],
  discussion: [limits.discussionsPerMinute, limits.discussionsPerHour],
  mention: [limits.mentionsPerMinute, limits.mentionsPerHour],
});

/** Moderators and administrators post as often as they need to (warnings, announcements, cleanup). */
export function isExemptFromPostLimits(viewer: Viewer): boolean {
  return (
    viewer.userID <= 0 ||
    hasPermission(viewer.checker, "community.moderate") ||
    hasPermission(viewer.checker, "site.manage")
  );
}

/**
 * Counts one post of `kind` by the viewer, per minute then per hour, and throws 429 with
 * Retry-After past either window. A post refused by the minute does not count toward the hour.
 */
export async function enforcePostLimits(
  ctx: PostLimitContext,
  reply: FastifyReply,
  viewer: Viewer,
  kind: PostKind,
): Promise<void> {
  if (isExemptFromPostLimits(viewer)) return;
  for (const rule of rulesOf(ctx.abuseLimits)[kind]) {
    await enforceLimit(ctx.limiter, reply, rule, `user:${viewer.userID}`, POSTING_TOO_QUICKLY);
  }
}

/**
 * The viewer's mention allowance: each mentioned member counts once per post against the minute
 * and the hour. Over a limit the post still saves (nothing typed is lost) but tells nobody more.
 * NOTE: call it outside a transaction; the counters are written through the app's own connection.
 */
export function mentionAllowance(ctx: PostLimitContext, viewer: Viewer): MentionAllowance {
  if (isExemptFromPostLimits(viewer)) return (count) => Promise.resolve(count);
  return async (count) => {
    let allowed = count;
    for (const rule of rulesOf(ctx.abuseLimits).mention) {
      if (allowed <= 0) return 0;
      const state = await ctx.limiter.hit(rule, `user:${viewer.userID}`, allowed);
      allowed -= Math.min(allowed, Math.max(0, state.count - rule.limit));
    }
    return allowed;
  };
}

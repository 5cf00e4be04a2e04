import type { HydrateContext } from "../types";

/**
 * The discussion a post-page asset shows: its own `discussionID` prop, else the page's (a discussion
 * page's record, or the discussion of a comment permalink, both in `params.discussionID`).
 */
export function postPageDiscussionID(
  props: Record<string, unknown>,
  ctx: HydrateContext,
): number | undefined {
  for (const value of [props.discussionID, ctx.params.discussionID]) {
    if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  }
  if (ctx.recordType === "discussion" && ctx.recordID > 0) return ctx.recordID;
  return undefined;
}

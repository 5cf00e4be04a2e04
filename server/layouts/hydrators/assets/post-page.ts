import type { HydrateContext } from "../../types";

/**
 * What post pages add to the authors they show: their signatures. The services fill them in only
 * while signatures.enabled is on (content spec §5), so a site without signatures pays nothing.
 */
export const POST_PAGE_SIGNATURE_EXPAND = "insertUser.signature";

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

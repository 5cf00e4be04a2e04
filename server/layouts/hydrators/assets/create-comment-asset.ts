import { getDiscussionRow } from "../../../services/discussions/discussion-get";
import type { WidgetHydrator } from "../../types";
import { postPageDiscussionID } from "./post-page";

/** Fills the comment box with the discussion's category and closed state (what may comment, §6). */
export const hydrateCreateCommentAsset: WidgetHydrator = async (props, ctx) => {
  const discussionID = postPageDiscussionID(props, ctx);
  if (discussionID === undefined) return props;
  const row = await getDiscussionRow(ctx.db, ctx.viewer, discussionID);
  return { ...props, discussionID, categoryID: row.categoryID, closed: row.closed === 1 };
};

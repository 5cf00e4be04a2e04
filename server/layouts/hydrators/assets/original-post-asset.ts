import { getDiscussion } from "../../../services/discussions/discussion-get";
import type { WidgetHydrator } from "../../types";
import { POST_PAGE_SIGNATURE_EXPAND, postPageDiscussionID } from "./post-page";

/**
 * Preloads the post page's discussion with its body, author (with signature), category, tags and
 * permissions (404 as GET /discussions/{id}), counting the page view. Off a post page it
 * stays as defined.
 */
export const hydrateOriginalPostAsset: WidgetHydrator = async (props, ctx) => {
  const discussionID = postPageDiscussionID(props, ctx);
  if (discussionID === undefined) return props;
  const discussion = await getDiscussion(ctx.db, ctx.viewer, discussionID, {
    recordView: ctx.countView,
    expand: `${POST_PAGE_SIGNATURE_EXPAND},reactions`,
  });
  return { ...props, discussionID, discussion };
};

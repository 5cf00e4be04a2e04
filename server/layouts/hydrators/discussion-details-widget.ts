import {
  DISCUSSION_DETAILS_DEFAULTS,
  type DiscussionDetailsWidgetProps,
} from "../../../schemas/widgets/discussion-details-widget.schema";
import { loadDiscussionDetails } from "../../services/discussions/discussion-details";
import type { WidgetHydrator } from "../types";
import { postPageDiscussionID } from "./assets/post-page";

/**
 * Preloads the details of the post page's discussion (participants, counts, category, tags, last
 * reply, related discussions) for the viewer. Off a post page it stays as defined.
 */
export const hydrateDiscussionDetailsWidget: WidgetHydrator = async (props, ctx) => {
  const discussionID = postPageDiscussionID(props, ctx);
  if (discussionID === undefined) return props;
  const {
    participantsLimit = DISCUSSION_DETAILS_DEFAULTS.participantsLimit,
    relatedLimit = DISCUSSION_DETAILS_DEFAULTS.relatedLimit,
  } = props as DiscussionDetailsWidgetProps;
  const details = await loadDiscussionDetails(ctx.db, ctx.viewer, discussionID, {
    participantsLimit,
    relatedLimit,
  });
  return { ...props, discussionID, details };
};

import { defineWidget } from "../../runtime/registry/define-widget";
import type { DiscussionDetailsWidgetProps } from "../../schemas/widgets/discussion-details-widget.schema";

/**
 * DiscussionDetailsWidget: a post page's side panel: participants, counts, category, tags, last reply
 * and related discussions (content spec §2 post-page assets, "meta").
 */
export const discussionDetailsWidget = defineWidget<DiscussionDetailsWidgetProps>({
  type: "DiscussionDetailsWidget",
  load: () => import("./DiscussionDetailsWidget"),
  label: "Discussion details",
  skeletonHeight: 240,
});

import { defineWidget } from "../../runtime/registry/define-widget";
import type { DiscussionListAssetProps } from "../../schemas/widgets/discussion-list-asset.schema";

/** DiscussionListAsset: the discussion list of /discussions and of category pages (shell spec §2). */
export const discussionListAsset = defineWidget<DiscussionListAssetProps>({
  type: "DiscussionListAsset",
  load: () => import("./DiscussionListAsset"),
  label: "Discussion list",
  skeletonHeight: 600,
});

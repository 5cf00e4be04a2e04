import { defineWidget } from "../../runtime/registry/define-widget";
import type { CommentThreadAssetProps } from "../../schemas/widgets/comment-thread-asset.schema";

/** CommentThreadAsset: the comments of the discussion page (content spec §2 post-page assets). */
export const commentThreadAsset = defineWidget<CommentThreadAssetProps>({
  type: "CommentThreadAsset",
  load: () => import("./CommentThreadAsset"),
  label: "Comment thread",
  skeletonHeight: 600,
});

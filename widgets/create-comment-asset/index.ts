import { defineWidget } from "../../runtime/registry/define-widget";
import type { CreateCommentAssetProps } from "../../schemas/widgets/create-comment-asset.schema";

/** CreateCommentAsset: the comment box of the discussion page (content spec §2 post-page assets). */
export const createCommentAsset = defineWidget<CreateCommentAssetProps>({
  type: "CreateCommentAsset",
  load: () => import("./CreateCommentAsset"),
  label: "Create comment",
  skeletonHeight: 200,
});

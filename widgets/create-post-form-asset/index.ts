import { defineWidget } from "../../runtime/registry/define-widget";
import type { CreatePostFormAssetProps } from "../../schemas/widgets/create-post-form-asset.schema";

/**
 * CreatePostFormAsset: the create and edit discussion form of the create-post page (content spec §2).
 * Lazily loaded like every widget, so the form and the editor stay out of the first load.
 */
export const createPostFormAsset = defineWidget<CreatePostFormAssetProps>({
  type: "CreatePostFormAsset",
  load: () => import("./CreatePostFormAsset"),
  label: "Create post form",
  skeletonHeight: 500,
});

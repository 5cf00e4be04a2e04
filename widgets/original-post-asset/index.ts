import { defineWidget } from "../../runtime/registry/define-widget";
import type { OriginalPostAssetProps } from "../../schemas/widgets/original-post-asset.schema";

/** OriginalPostAsset: the original post of the discussion page (content spec §2 post-page assets). */
export const originalPostAsset = defineWidget<OriginalPostAssetProps>({
  type: "OriginalPostAsset",
  load: () => import("./OriginalPostAsset"),
  label: "Original post",
  skeletonHeight: 300,
});

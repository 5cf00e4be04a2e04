import { defineWidget } from "../../runtime/registry/define-widget";
import { bannerWidgetSchema } from "../../schemas/widgets/banner-widget.schema";

/** The banner widget (`react.banner.full`). */
export const bannerWidget = defineWidget({
  type: "BannerWidget",
  schema: bannerWidgetSchema,
  load: () => import("./BannerWidget"),
  label: "Banner",
  fragmentTypes: ["BannerFragment"],
  skeletonHeight: 200,
});

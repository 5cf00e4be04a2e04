import { defineWidget } from "../../runtime/registry/define-widget";
import { bannerContentWidgetSchema } from "../../schemas/widgets/banner-content-widget.schema";

/** The content banner widget (`react.banner.content`). */
export const bannerContentWidget = defineWidget({
  type: "BannerContentWidget",
  schema: bannerContentWidgetSchema,
  load: () => import("./BannerContentWidget"),
  label: "Content banner",
  skeletonHeight: 120,
});

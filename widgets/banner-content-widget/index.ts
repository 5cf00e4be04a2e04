import { defineWidget } from "../../runtime/registry/define-widget";

/** The content banner widget (`react.banner.content`). */
export const bannerContentWidget = defineWidget({
  type: "BannerContentWidget",
  load: () => import("./BannerContentWidget"),
  label: "Content banner",
  skeletonHeight: 120,
});

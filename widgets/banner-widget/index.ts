import { defineWidget } from "../../runtime/registry/define-widget";

/** The banner widget (`react.banner.full`). */
export const bannerWidget = defineWidget({
  type: "BannerWidget",
  load: () => import("./BannerWidget"),
  label: "Banner",
  skeletonHeight: 200,
});

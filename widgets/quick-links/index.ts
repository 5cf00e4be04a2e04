import { defineWidget } from "../../runtime/registry/define-widget";

/** The quick links widget (`react.quick-links`). */
export const quickLinksWidget = defineWidget({
  type: "QuickLinks",
  load: () => import("./QuickLinks"),
  label: "Quick links",
  skeletonHeight: 120,
});

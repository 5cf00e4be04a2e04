import { defineWidget } from "../../runtime/registry/define-widget";

/** The search widget (`react.search`). */
export const searchWidget = defineWidget({
  type: "SearchWidget",
  load: () => import("./SearchWidget"),
  label: "Search",
  skeletonHeight: 80,
});

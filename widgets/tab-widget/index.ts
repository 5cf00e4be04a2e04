import { defineWidget } from "../../runtime/registry/define-widget";

/** The tabs widget (`react.tabs`). */
export const tabWidget = defineWidget({
  type: "TabWidget",
  load: () => import("./TabWidget"),
  label: "Tabs",
  skeletonHeight: 200,
});

import { defineWidget } from "../../runtime/registry/define-widget";

/** The title bar widget (the `titleBar` node of every layout). */
export const titleBarWidget = defineWidget({
  type: "TitleBar",
  load: () => import("./TitleBar"),
  label: "Title bar",
  skeletonHeight: 48,
});

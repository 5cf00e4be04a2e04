import { defineWidget } from "../../runtime/registry/define-widget";

/** The HTML widget (`react.html`). */
export const htmlWidget = defineWidget({
  type: "HtmlWidget",
  load: () => import("./HtmlWidget"),
  label: "HTML",
  skeletonHeight: 300,
});

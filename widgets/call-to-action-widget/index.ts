import { defineWidget } from "../../runtime/registry/define-widget";

/** The call-to-action widget (`react.cta`). */
export const callToActionWidget = defineWidget({
  type: "CallToActionWidget",
  load: () => import("./CallToActionWidget"),
  label: "Call to action",
  skeletonHeight: 120,
});

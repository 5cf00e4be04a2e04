import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionFullWidth section. */
export const sectionFullWidthWidget = defineWidget({
  type: "SectionFullWidth",
  load: () => import("./SectionFullWidth"),
  label: "Full width",
  skeletonHeight: 0,
});

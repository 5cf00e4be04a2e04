import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionTwoColumns section. */
export const sectionTwoColumnsWidget = defineWidget({
  type: "SectionTwoColumns",
  load: () => import("./SectionTwoColumns"),
  label: "2 columns",
  skeletonHeight: 0,
});

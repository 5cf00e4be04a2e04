import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionThreeColumns section. */
export const sectionThreeColumnsWidget = defineWidget({
  type: "SectionThreeColumns",
  load: () => import("./SectionThreeColumns"),
  label: "3 columns",
  skeletonHeight: 0,
});

import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionThreeColumnsEven section. */
export const sectionThreeColumnsEvenWidget = defineWidget({
  type: "SectionThreeColumnsEven",
  load: () => import("./SectionThreeColumnsEven"),
  label: "3 even columns",
  skeletonHeight: 0,
});

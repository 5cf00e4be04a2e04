import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionTwoColumnsEven section. */
export const sectionTwoColumnsEvenWidget = defineWidget({
  type: "SectionTwoColumnsEven",
  load: () => import("./SectionTwoColumnsEven"),
  label: "2 even columns",
  skeletonHeight: 0,
});

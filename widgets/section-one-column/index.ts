import { defineWidget } from "../../runtime/registry/define-widget";

/** The SectionOneColumn section. */
export const sectionOneColumnWidget = defineWidget({
  type: "SectionOneColumn",
  load: () => import("./SectionOneColumn"),
  label: "1 column",
  skeletonHeight: 0,
});

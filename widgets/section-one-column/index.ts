import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionOneColumnSchema } from "../../schemas/widgets/sections.schema";

/** The SectionOneColumn section. */
export const sectionOneColumnWidget = defineWidget({
  type: "SectionOneColumn",
  schema: sectionOneColumnSchema,
  load: () => import("./SectionOneColumn"),
  label: "1 column",
  skeletonHeight: 0,
});

import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionTwoColumnsSchema } from "../../schemas/widgets/sections.schema";

/** The SectionTwoColumns section. */
export const sectionTwoColumnsWidget = defineWidget({
  type: "SectionTwoColumns",
  schema: sectionTwoColumnsSchema,
  load: () => import("./SectionTwoColumns"),
  label: "2 columns",
  skeletonHeight: 0,
});

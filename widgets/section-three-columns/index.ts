import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionThreeColumnsSchema } from "../../schemas/widgets/sections.schema";

/** The SectionThreeColumns section. */
export const sectionThreeColumnsWidget = defineWidget({
  type: "SectionThreeColumns",
  schema: sectionThreeColumnsSchema,
  load: () => import("./SectionThreeColumns"),
  label: "3 columns",
  skeletonHeight: 0,
});

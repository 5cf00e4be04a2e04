import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionThreeColumnsEvenSchema } from "../../schemas/widgets/sections.schema";

/** The SectionThreeColumnsEven section. */
export const sectionThreeColumnsEvenWidget = defineWidget({
  type: "SectionThreeColumnsEven",
  schema: sectionThreeColumnsEvenSchema,
  load: () => import("./SectionThreeColumnsEven"),
  label: "3 even columns",
  skeletonHeight: 0,
});

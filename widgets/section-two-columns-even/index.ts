import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionTwoColumnsEvenSchema } from "../../schemas/widgets/sections.schema";

/** The SectionTwoColumnsEven section. */
export const sectionTwoColumnsEvenWidget = defineWidget({
  type: "SectionTwoColumnsEven",
  schema: sectionTwoColumnsEvenSchema,
  load: () => import("./SectionTwoColumnsEven"),
  label: "2 even columns",
  skeletonHeight: 0,
});

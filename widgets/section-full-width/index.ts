import { defineWidget } from "../../runtime/registry/define-widget";
import { sectionFullWidthSchema } from "../../schemas/widgets/sections.schema";

/** The SectionFullWidth section. */
export const sectionFullWidthWidget = defineWidget({
  type: "SectionFullWidth",
  schema: sectionFullWidthSchema,
  load: () => import("./SectionFullWidth"),
  label: "Full width",
  skeletonHeight: 0,
});

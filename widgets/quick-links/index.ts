import { defineWidget } from "../../runtime/registry/define-widget";
import { quickLinksSchema } from "../../schemas/widgets/quick-links.schema";

/** The quick links widget (`react.quick-links`). */
export const quickLinksWidget = defineWidget({
  type: "QuickLinks",
  schema: quickLinksSchema,
  load: () => import("./QuickLinks"),
  label: "Quick links",
  skeletonHeight: 120,
});

import { defineWidget } from "../../runtime/registry/define-widget";
import { breadcrumbsSchema } from "../../schemas/widgets/breadcrumbs.schema";

/** The breadcrumbs widget (`react.breadcrumbs`). */
export const breadcrumbsWidget = defineWidget({
  type: "Breadcrumbs",
  schema: breadcrumbsSchema,
  load: () => import("./Breadcrumbs"),
  label: "Breadcrumbs",
  skeletonHeight: 20,
});

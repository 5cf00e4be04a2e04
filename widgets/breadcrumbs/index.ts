import { defineWidget } from "../../runtime/registry/define-widget";

/** The breadcrumbs widget (`react.breadcrumbs`). */
export const breadcrumbsWidget = defineWidget({
  type: "Breadcrumbs",
  load: () => import("./Breadcrumbs"),
  label: "Breadcrumbs",
  skeletonHeight: 20,
});

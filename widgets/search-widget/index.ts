import { defineWidget } from "../../runtime/registry/define-widget";
import { searchWidgetSchema } from "../../schemas/widgets/search-widget.schema";

/** The search widget (`react.search`). */
export const searchWidget = defineWidget({
  type: "SearchWidget",
  schema: searchWidgetSchema,
  load: () => import("./SearchWidget"),
  label: "Search",
  skeletonHeight: 80,
});

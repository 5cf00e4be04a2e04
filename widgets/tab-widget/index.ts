import { defineWidget } from "../../runtime/registry/define-widget";
import { tabWidgetSchema } from "../../schemas/widgets/tab-widget.schema";

/** The tabs widget (`react.tabs`). */
export const tabWidget = defineWidget({
  type: "TabWidget",
  schema: tabWidgetSchema,
  load: () => import("./TabWidget"),
  label: "Tabs",
  skeletonHeight: 200,
});

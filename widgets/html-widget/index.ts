import { defineWidget } from "../../runtime/registry/define-widget";
import { htmlWidgetSchema } from "../../schemas/widgets/html-widget.schema";

/** The HTML widget (`react.html`). */
export const htmlWidget = defineWidget({
  type: "HtmlWidget",
  schema: htmlWidgetSchema,
  load: () => import("./HtmlWidget"),
  label: "HTML",
  skeletonHeight: 300,
});

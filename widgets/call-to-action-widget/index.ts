import { defineWidget } from "../../runtime/registry/define-widget";
import { callToActionWidgetSchema } from "../../schemas/widgets/call-to-action-widget.schema";

/** The call-to-action widget (`react.cta`). */
export const callToActionWidget = defineWidget({
  type: "CallToActionWidget",
  schema: callToActionWidgetSchema,
  load: () => import("./CallToActionWidget"),
  label: "Call to action",
  skeletonHeight: 120,
});

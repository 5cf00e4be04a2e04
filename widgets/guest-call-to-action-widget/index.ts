import { defineWidget } from "../../runtime/registry/define-widget";
import { guestCallToActionWidgetSchema } from "../../schemas/widgets/guest-call-to-action-widget.schema";

/** The guest call-to-action widget (`react.guest-cta`). */
export const guestCallToActionWidget = defineWidget({
  type: "GuestCallToActionWidget",
  schema: guestCallToActionWidgetSchema,
  load: () => import("./GuestCallToActionWidget"),
  label: "Guest call to action",
  skeletonHeight: 0,
});

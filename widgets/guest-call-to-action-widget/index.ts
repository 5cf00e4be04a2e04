import { defineWidget } from "../../runtime/registry/define-widget";

/** The guest call-to-action widget (`react.guest-cta`). */
export const guestCallToActionWidget = defineWidget({
  type: "GuestCallToActionWidget",
  load: () => import("./GuestCallToActionWidget"),
  label: "Guest call to action",
  skeletonHeight: 0,
});

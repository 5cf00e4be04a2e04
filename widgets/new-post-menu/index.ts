import { defineWidget } from "../../runtime/registry/define-widget";

/** The new post menu widget (`react.newpost`). */
export const newPostMenuWidget = defineWidget({
  type: "NewPostMenu",
  load: () => import("./NewPostMenu"),
  label: "New post menu",
  skeletonHeight: 36,
});

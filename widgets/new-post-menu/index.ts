import { defineWidget } from "../../runtime/registry/define-widget";
import { newPostMenuSchema } from "../../schemas/widgets/new-post-menu.schema";

/** The new post menu widget (`react.newpost`). */
export const newPostMenuWidget = defineWidget({
  type: "NewPostMenu",
  schema: newPostMenuSchema,
  load: () => import("./NewPostMenu"),
  label: "New post menu",
  skeletonHeight: 36,
});

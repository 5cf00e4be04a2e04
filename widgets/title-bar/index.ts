import { defineWidget } from "../../runtime/registry/define-widget";
import { titleBarSchema } from "../../schemas/widgets/title-bar.schema";

/** The title bar widget (the `titleBar` node of every layout). */
export const titleBarWidget = defineWidget({
  type: "TitleBar",
  schema: titleBarSchema,
  load: () => import("./TitleBar"),
  label: "Title bar",
  fragmentTypes: ["TitleBarFragment"],
  skeletonHeight: 48,
});

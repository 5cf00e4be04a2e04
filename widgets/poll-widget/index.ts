import { defineWidget } from "../../runtime/registry/define-widget";
import type { PollWidgetProps } from "../../schemas/widgets/poll-widget.schema";

/** PollWidget: a poll of the Polls addon (content spec §2: its code loads only where one is placed). */
export const pollWidget = defineWidget<PollWidgetProps>({
  type: "PollWidget",
  load: () => import("./PollWidget"),
  label: "Poll",
  skeletonHeight: 160,
});

import { defineWidget } from "../../runtime/registry/define-widget";
import type { SuggestedContentWidgetProps } from "../../schemas/widgets/suggested-content-widget.schema";

/** SuggestedContentWidget: discussions to read and categories to follow (shell spec §2 layout widgets). */
export const suggestedContentWidget = defineWidget<SuggestedContentWidgetProps>({
  type: "SuggestedContentWidget",
  load: () => import("./SuggestedContentWidget"),
  label: "Suggested content",
  skeletonHeight: 300,
});

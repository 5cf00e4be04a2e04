import { defineWidget } from "../../runtime/registry/define-widget";
import type { CustomFragmentWidgetProps } from "../../schemas/widgets/custom-fragment-widget.schema";

/** CustomFragmentWidget: a custom fragment on its own (shell spec §2 layout widgets). */
export const customFragmentWidget = defineWidget<CustomFragmentWidgetProps>({
  type: "CustomFragmentWidget",
  load: () => import("./CustomFragmentWidget"),
  label: "Custom fragment",
});

import { defineWidget } from "../../runtime/registry/define-widget";
import {
  customFragmentWidgetSchema,
  type CustomFragmentWidgetProps,
} from "../../schemas/widgets/custom-fragment-widget.schema";

/** CustomFragmentWidget: a custom fragment on its own (shell spec §2 layout widgets). */
export const customFragmentWidget = defineWidget<CustomFragmentWidgetProps>({
  type: "CustomFragmentWidget",
  schema: customFragmentWidgetSchema,
  load: () => import("./CustomFragmentWidget"),
  label: "Custom fragment",
});

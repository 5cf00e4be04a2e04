import { defineWidget } from "../../runtime/registry/define-widget";
import type { SiteTotalsWidgetProps } from "../../schemas/widgets/site-totals-widget.schema";

/** SiteTotalsWidget: counts of the community (shell spec §2 layout widgets). */
export const siteTotalsWidget = defineWidget<SiteTotalsWidgetProps>({
  type: "SiteTotalsWidget",
  load: () => import("./SiteTotalsWidget"),
  label: "Site totals",
  skeletonHeight: 80,
});

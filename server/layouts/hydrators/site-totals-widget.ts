import type { SiteTotalsWidgetProps } from "../../../schemas/widgets/site-totals-widget.schema";
import { defaultSiteTotalCounts } from "../../../schemas/widgets/site-totals-widget.schema";
import type { WidgetHydrator } from "../types";
import { countSiteTotals } from "../../services/site/site-totals";

/** Preloads the counts a SiteTotalsWidget shows (hidden ones left out) as `totals`. */
export const hydrateSiteTotalsWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams } = props as SiteTotalsWidgetProps;
  const wanted = (apiParams?.counts ?? defaultSiteTotalCounts).filter(
    (entry) => !("isHidden" in entry && entry.isHidden),
  );
  const { counts } = await countSiteTotals(
    ctx.db,
    ctx.viewer,
    wanted.map((entry) => entry.recordType),
  );
  const totals: NonNullable<SiteTotalsWidgetProps["totals"]> = wanted.map((entry) => ({
    recordType: entry.recordType,
    label: entry.label,
    count: counts[entry.recordType]?.count ?? 0,
    isCalculating: counts[entry.recordType]?.isCalculating ?? false,
  }));
  return { ...props, totals };
};

import type { SiteTotalsWidgetProps } from "../../schemas/widgets/site-totals-widget.schema";

/** Example hydrated props of SiteTotalsWidget: valid ones and edge cases. */
export const siteTotalsWidgetFixtures: Record<string, SiteTotalsWidgetProps> = {
  defaults: {
    totals: [
      { recordType: "user", label: "Members", count: 14 },
      { recordType: "discussion", label: "Discussions", count: 52 },
      { recordType: "comment", label: "Comments", count: 412 },
    ],
  },
  largeNumbers: {
    title: "Our community",
    apiParams: {
      counts: [
        { recordType: "user", label: "Members" },
        { recordType: "post", label: "Posts" },
        { recordType: "category", label: "Categories" },
      ],
    },
    containerOptions: { alignment: "space-around" },
    totals: [
      { recordType: "user", label: "Members", count: 12_345 },
      { recordType: "post", label: "Posts", count: 2_500_000 },
      { recordType: "category", label: "Categories", count: 12 },
    ],
  },
  unformatted: {
    formatNumbers: false,
    totals: [{ recordType: "comment", label: "Comments", count: 98_765 }],
  },
  empty: { totals: [] },
  calculating: {
    totals: [{ recordType: "post", label: "Posts", count: 0, isCalculating: true }],
  },
};

import { t } from "../../../../runtime/i18n/t";
import type { LayoutCategory, LayoutRecord } from "./layout-api";

/** Whether a stored layout applies anywhere (an applied one cannot be deleted). */
export function isApplied(layout: LayoutRecord): boolean {
  return !layout.isDefault && layout.layoutViews.length > 0;
}

/**
 * Where a layout applies, in words: the site-wide default, and the categories it is applied to.
 * A built-in layout is the site-wide default while no stored layout of its view is applied site-wide.
 */
export function appliedWhere(layout: LayoutRecord, categories: LayoutCategory[] | undefined): string {
  if (layout.isDefault) return layout.isActive ? t("Site-wide default") : t("Nowhere");
  const parts: string[] = [];
  if (layout.layoutViews.some((view) => view.recordType === "global")) parts.push(t("Site-wide default"));
  const categoryIDs = layout.layoutViews
    .filter((view) => view.recordType === "category")
    .map((view) => view.recordID);
  if (categoryIDs.length > 0) {
    const names = categoryIDs.map(
      (id) => categories?.find((category) => category.categoryID === id)?.name ?? `#${id}`,
    );
    parts.push(t("Categories: {names}", { names: names.join(", ") }));
  }
  return parts.length > 0 ? parts.join("; ") : t("Nowhere");
}

/** Which layout of the same view type holds each view (`global:-1`, `category:{id}`), other than `layout`. */
export function viewHolders(layout: LayoutRecord, layouts: LayoutRecord[]): Map<string, string> {
  const holders = new Map<string, string>();
  for (const other of layouts) {
    if (other.isDefault || other.layoutID === layout.layoutID) continue;
    if (other.layoutViewType !== layout.layoutViewType) continue;
    for (const view of other.layoutViews) holders.set(`${view.recordType}:${view.recordID}`, other.name);
  }
  return holders;
}

import { t } from "../../../runtime/i18n/t";
import type { OutlineItem } from "./model";

/** A region's prop name for people: `mainTop` → "Main top". */
export function regionName(region: string): string {
  const words = region.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An outline row's label: a region's prop name made readable, a node's catalog name. */
export function itemLabel(item: OutlineItem): string {
  return item.kind === "region" && item.region && item.label === item.region
    ? regionName(item.label)
    : item.label;
}

/** Where a node sits, for the move announcements: its tab or region, or the page for a section. */
export function placeName(item: OutlineItem): string {
  if (item.place !== undefined) return item.place;
  return item.kind === "section" || !item.region ? t("the page") : regionName(item.region);
}

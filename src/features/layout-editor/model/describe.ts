import { msg, t } from "../../../../runtime/i18n/t";

/** Names of the built-in sections' regions for people. */
const regionNames: Record<string, string> = {
  children: msg("Content"),
  breadcrumbs: msg("Breadcrumbs"),
  mainTop: msg("Main top"),
  mainBottom: msg("Main bottom"),
  secondaryTop: msg("Panel top"),
  secondaryBottom: msg("Panel bottom"),
  leftTop: msg("Left top"),
  leftBottom: msg("Left bottom"),
  middleTop: msg("Middle top"),
  middleBottom: msg("Middle bottom"),
  rightTop: msg("Right top"),
  rightBottom: msg("Right bottom"),
  left: msg("Left"),
  middle: msg("Middle"),
  right: msg("Right"),
};

/** A region's name for people, translated: "Main top" for `mainTop` (an unknown one spelled out). */
export function regionLabel(region: string): string {
  const known = regionNames[region];
  if (known) return t(known);
  const words = region.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A position for announcements, translated: "Position 2 of 3 in Main top of section 2", or
 * "Section 2 of 3" in the top-level list. Numbers count from 1.
 */
export function positionText(position: {
  index: number;
  count: number;
  region: string | null;
  section?: number;
  /** For a tab: its name for people, said instead of the region's. */
  place?: string;
}): string {
  if (position.region === null || position.section === undefined) {
    return t("Section {position} of {count}", { position: position.index + 1, count: position.count });
  }
  if (position.place !== undefined) {
    return t("Position {position} of {count} in {tab} of section {section}", {
      position: position.index + 1,
      count: position.count,
      tab: position.place,
      section: position.section + 1,
    });
  }
  return t("Position {position} of {count} in {region} of section {section}", {
    position: position.index + 1,
    count: position.count,
    region: regionLabel(position.region),
    section: position.section + 1,
  });
}

/**
 * A tab's name for people, translated: `Tab "Latest"`, or `Tab 2` when it has no label; the path is
 * the tab's (`[...widgetPath, "tabs", 1]`).
 */
export function tabLabel(document: unknown, path: readonly (string | number)[]): string {
  let value: unknown = document;
  for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  const label = (value as { label?: unknown } | undefined)?.label;
  const index = path[path.length - 1];
  return typeof label === "string" && label.trim() !== ""
    ? t('Tab "{label}"', { label })
    : t("Tab {number}", { number: typeof index === "number" ? index + 1 : 1 });
}

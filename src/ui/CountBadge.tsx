import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { formatNumber } from "./format-number";
import * as styles from "./CountBadge.styles";
import { visuallyHidden } from "./visually-hidden.styles";

/** Count badges show at most 99, then "99+" (shell spec §5). */
export const COUNT_BADGE_MAX = 99;
/** Uncapped badge counts abbreviate only above 1050 (shell spec §5). */
export const COUNT_BADGE_COMPACT_ABOVE = 1050;

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  count: number;
  /**
   * What a screen reader hears, `{count}` standing for the full count with separators, e.g.
   * `"{count} unread notifications"`; the full count alone by default.
   */
  label?: string;
  /** The cap (99 by default), or `false` for a count that is abbreviated above 1050 instead. */
  max?: number | false;
  locale?: string;
  /** `onPrimary` for a badge on a primary-coloured surface such as the title bar: light pill, primary digits. */
  tone?: "primary" | "onPrimary";
  className?: string;
}

/** The text a badge shows for `count` ("" for none, "99+" past the cap), for a control's accessible name. */
export function countBadgeText(
  count: number,
  max: number | false = COUNT_BADGE_MAX,
  locale?: string,
): string {
  if (!(count > 0)) return "";
  const { compact } = formatNumber(count, locale, { compactAbove: COUNT_BADGE_COMPACT_ABOVE });
  return max !== false && count > max ? `${formatNumber(max, locale).full}+` : compact;
}

/**
 * A small count on a button or link ("3", "99+"). Screen readers hear the full count, since "99+"
 * hides how many there are; nothing renders for zero or less.
 */
export function CountBadge({
  count,
  label,
  max = COUNT_BADGE_MAX,
  locale,
  tone = "primary",
  className,
}: CountBadgeProps) {
  if (!(count > 0)) return null;
  const { full } = formatNumber(count, locale, { compactAbove: COUNT_BADGE_COMPACT_ABOVE });
  const shown = countBadgeText(count, max, locale);
  const spoken = label ? t(label, { count: full }) : full;
  const classes = cx(styles.badge, tone === "onPrimary" && styles.onPrimary, className);
  if (spoken === shown) return <span className={classes}>{shown}</span>;
  return (
    <span className={classes} title={shown === full ? undefined : full}>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  );
}

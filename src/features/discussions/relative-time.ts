import { t } from "../../../runtime/i18n/t";

/** How often a relative time is refreshed on screen (shell spec §9: relative time tick 30 s). */
export const RELATIVE_TIME_TICK_MS = 30_000;

type Unit = "minute" | "hour" | "day" | "month" | "year";

/** Picks the unit and amount by the thresholds of content spec §9; null under 45 seconds. */
function relativeParts(seconds: number): { value: number; unit: Unit } | null {
  if (seconds < 45) return null;
  if (seconds < 90) return { value: 1, unit: "minute" };
  const minutes = Math.round(seconds / 60);
  if (minutes < 45) return { value: minutes, unit: "minute" };
  if (minutes < 90) return { value: 1, unit: "hour" };
  const hours = Math.round(minutes / 60);
  if (hours < 22) return { value: hours, unit: "hour" };
  if (hours < 36) return { value: 1, unit: "day" };
  const days = Math.round(hours / 24);
  if (days < 26) return { value: days, unit: "day" };
  if (days < 45) return { value: 1, unit: "month" };
  if (days < 320) return { value: Math.max(2, Math.round(days / 30.4)), unit: "month" };
  if (days < 548) return { value: 1, unit: "year" };
  return { value: Math.max(2, Math.round(days / 365)), unit: "year" };
}

/**
 * A date relative to now ("3 hours ago", "in 2 days"), by the thresholds of content spec §9: under
 * 45 seconds is "just now"; beyond 548 days it is counted in years.
 */
export function formatRelativeTime(date: Date, now: Date = new Date(), locale = "en"): string {
  const seconds = (now.getTime() - date.getTime()) / 1000;
  const parts = relativeParts(Math.abs(seconds));
  if (!parts) return t("just now");
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  return format.format(seconds >= 0 ? -parts.value : parts.value, parts.unit);
}

/** A date in full, for a title: "Monday, 3 March 2025 at 14:05". */
export function formatFullDate(date: Date, locale = "en", timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
}

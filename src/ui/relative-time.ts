import { t, msg } from "../../runtime/i18n/t";

/** How often relative times refresh on screen (shell spec §4, §9: relative time tick 30 s). */
export const RELATIVE_TIME_TICK_MS = 30_000;

/** Within this many seconds of now a date reads "just now" (shell spec §4). */
export const JUST_NOW_SECONDS = 5;

/** The units a relative time is counted in. */
export type RelativeTimeUnit = "second" | "minute" | "hour" | "day" | "month" | "year";

/** What a relative time says: "just now", or a count of a unit in the past or the future. */
export type RelativeTimeParts =
  { unit: "now" } | { unit: RelativeTimeUnit; count: number; isFuture: boolean };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (365.25 / 12) * DAY;
const YEAR = 365.25 * DAY;

/**
 * One bucket per threshold of content spec §9, in order: a distance below `below` seconds is
 * counted in `unit` (seconds divided by `per`, rounded), kept between `min` and `max` so the
 * rounding never crosses into the next bucket ("44.8 minutes" stays "44 minutes", not "45").
 */
const buckets: readonly { below: number; unit: RelativeTimeUnit; per: number; min: number; max: number }[] = [
  { below: 45, unit: "second", per: 1, min: JUST_NOW_SECONDS, max: 44 }, // under 45 seconds
  { below: 90, unit: "minute", per: MINUTE, min: 1, max: 1 }, // 45 to 90 seconds
  { below: 45 * MINUTE, unit: "minute", per: MINUTE, min: 2, max: 44 }, // up to 45 minutes
  { below: 90 * MINUTE, unit: "hour", per: HOUR, min: 1, max: 1 }, // 45 to 90 minutes
  { below: 22 * HOUR, unit: "hour", per: HOUR, min: 2, max: 21 }, // 90 minutes to 22 hours
  { below: 36 * HOUR, unit: "day", per: DAY, min: 1, max: 1 }, // 22 to 36 hours
  { below: 26 * DAY, unit: "day", per: DAY, min: 2, max: 25 }, // 36 hours to 26 days
  { below: 45 * DAY, unit: "month", per: MONTH, min: 1, max: 1 }, // 26 to 45 days
  { below: 320 * DAY, unit: "month", per: MONTH, min: 2, max: 10 }, // 45 to 320 days
  { below: 548 * DAY, unit: "year", per: YEAR, min: 1, max: 1 }, // 320 to 548 days
  { below: Infinity, unit: "year", per: YEAR, min: 2, max: Infinity }, // over 548 days: years
];

/**
 * The unit and count for a distance from now in seconds (positive: in the past), by the
 * thresholds of content spec §9 and "just now" within 5 seconds (shell spec §4).
 */
export function relativeTimeParts(elapsedSeconds: number): RelativeTimeParts {
  const distance = Math.abs(elapsedSeconds);
  if (!Number.isFinite(distance) || distance < JUST_NOW_SECONDS) return { unit: "now" };
  const bucket = buckets.find((b) => distance < b.below) ?? buckets[buckets.length - 1]!;
  const count = Math.min(bucket.max, Math.max(bucket.min, Math.round(distance / bucket.per)));
  return { unit: bucket.unit, count, isFuture: elapsedSeconds < 0 };
}

/** English phrases (the keys of `t()`), one and other, past and future, as Intl.RelativeTimeFormat words them. */
const phrases: Record<RelativeTimeUnit, { past: [string, string]; future: [string, string] }> = {
  second: {
    past: [msg("{count} second ago"), msg("{count} seconds ago")],
    future: [msg("in {count} second"), msg("in {count} seconds")],
  },
  minute: {
    past: [msg("{count} minute ago"), msg("{count} minutes ago")],
    future: [msg("in {count} minute"), msg("in {count} minutes")],
  },
  hour: {
    past: [msg("{count} hour ago"), msg("{count} hours ago")],
    future: [msg("in {count} hour"), msg("in {count} hours")],
  },
  day: {
    past: [msg("{count} day ago"), msg("{count} days ago")],
    future: [msg("in {count} day"), msg("in {count} days")],
  },
  month: {
    past: [msg("{count} month ago"), msg("{count} months ago")],
    future: [msg("in {count} month"), msg("in {count} months")],
  },
  year: {
    past: [msg("{count} year ago"), msg("{count} years ago")],
    future: [msg("in {count} year"), msg("in {count} years")],
  },
};

/** A date relative to `now`, e.g. "just now", "3 hours ago", "in 2 days" (content spec §9). */
export function formatRelativeTime(date: Date, now: Date | number = Date.now()): string {
  const parts = relativeTimeParts((Number(now) - date.getTime()) / 1000);
  if (parts.unit === "now") return t("just now");
  const [one, other] = phrases[parts.unit][parts.isFuture ? "future" : "past"];
  return t(parts.count === 1 ? one : other, { count: parts.count });
}

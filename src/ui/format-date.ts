/** The fixed formats of a date/time value (shell spec §3: default, extended, compact, time). */
export type DateTimeType = "default" | "extended" | "compact" | "time";

/** Where and in which language a date is shown. */
export interface DateFormatOptions {
  locale?: string;
  /** An IANA time zone ("Europe/Berlin"); the browser's own when absent (shell spec §3 `timezone`). */
  timeZone?: string;
}

const formats: Record<DateTimeType | "full", Intl.DateTimeFormatOptions> = {
  // "Mar 3, 2025"
  default: { year: "numeric", month: "short", day: "numeric" },
  // "Monday, March 3, 2025 at 2:05 PM"
  extended: {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  // "3/3/25"
  compact: { year: "2-digit", month: "numeric", day: "numeric" },
  // "2:05 PM"
  time: { hour: "numeric", minute: "2-digit" },
  // The title of every date: "Monday, March 3, 2025 at 2:05 PM"
  full: { dateStyle: "full", timeStyle: "short" },
};

/**
 * The formatters made so far, by type, locale and time zone: making one costs far more than formatting
 * with it, and a page shows dozens of dates in the same few formats. Cleared when it grows past
 * {@link MAX_FORMATTERS} (time zones come from records).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 200;

function formatterFor(type: DateTimeType | "full", locale: string, timeZone: string | undefined) {
  const key = `${type}|${locale}|${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...formats[type], timeZone });
    } catch {
      // An unknown time zone or locale from a record must not break the page: fall back to the defaults.
      formatter = new Intl.DateTimeFormat("en", formats[type]);
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Dates formatted so far, by format and time: formatting costs a few microseconds each, and the same
 * posts' dates are shown on page after page (a thread's every post shows two). Cleared when it grows
 * past {@link MAX_FORMATTED}.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 5000;

/** A date in one of the fixed formats, or `"full"` for the complete date and time shown in titles. */
export function formatDate(date: Date, type: DateTimeType | "full", options: DateFormatOptions = {}): string {
  const { locale = "en", timeZone } = options;
  const key = `${type}|${locale}|${timeZone ?? ""}|${date.getTime()}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatterFor(type, locale, timeZone).format(date);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** A date from an ISO string, a millisecond timestamp or a Date; null when it is not a valid date. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

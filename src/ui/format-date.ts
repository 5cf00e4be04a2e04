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

/** A date in one of the fixed formats, or `"full"` for the complete date and time shown in titles. */
export function formatDate(date: Date, type: DateTimeType | "full", options: DateFormatOptions = {}): string {
  const { locale = "en", timeZone } = options;
  try {
    return new Intl.DateTimeFormat(locale, { ...formats[type], timeZone }).format(date);
  } catch {
    // An unknown time zone or locale from a record must not break the page: fall back to the defaults.
    return new Intl.DateTimeFormat("en", formats[type]).format(date);
  }
}

/** A date from an ISO string, a millisecond timestamp or a Date; null when it is not a valid date. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

import { useSession } from "../../runtime/data/session-store";
import { formatDate, toDate, type DateTimeType } from "./format-date";
import { formatRelativeTime } from "./relative-time";
import { useNow } from "./use-now";
import { useIsServerRender } from "./use-browser-value";

/** How a date reads: a fixed date, or relative to now and kept current (shell spec §3). */
export type DateTimeMode = "fixed" | "relative";

/** Props of {@link DateTime} (shell spec §3 "Date/time value"). */
export interface DateTimeProps {
  /** An ISO 8601 string, a millisecond timestamp or a Date. */
  date: string | number | Date;
  /** An IANA time zone for the fixed formats and the title; the browser's own by default. */
  timezone?: string;
  mode?: DateTimeMode;
  /** The fixed format; relative mode ignores it. */
  type?: DateTimeType;
  className?: string;
}

/**
 * A date in a `<time>` element with the full date and time in its title. Relative dates ("3 hours
 * ago") follow the thresholds of content spec §9 and refresh every 30 s (shell spec §4).
 */
export function DateTime({ date, timezone, mode = "fixed", type = "default", className }: DateTimeProps) {
  const locale = useSession((s) => s.locale);
  // The server does not know the reader's time zone: it renders UTC, and so does hydration; the
  // browser's own zone follows at once.
  const serverRender = useIsServerRender();
  const value = toDate(date);
  if (!value) return null;
  const options = { locale, timeZone: timezone ?? (serverRender ? "UTC" : undefined) };
  const attributes = {
    dateTime: value.toISOString(),
    title: formatDate(value, "full", options),
    className,
  };
  if (mode === "relative") return <RelativeTime date={value} attributes={attributes} />;
  return <time {...attributes}>{formatDate(value, type, options)}</time>;
}

/** The relative form on its own component, so only relative dates subscribe to the shared clock. */
function RelativeTime({
  date,
  attributes,
}: {
  date: Date;
  attributes: { dateTime: string; title: string; className?: string };
}) {
  const now = useNow();
  return <time {...attributes}>{formatRelativeTime(date, now)}</time>;
}

import { useEffect, useState } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { formatFullDate, formatRelativeTime, RELATIVE_TIME_TICK_MS } from "./relative-time";

/** Props of {@link RelativeTime}. */
export interface RelativeTimeProps {
  /** An ISO 8601 date. */
  date: string;
  className?: string;
}

/**
 * A date relative to now in a `<time>` element, the full date in its title; refreshed every 30 s
 * (shell spec §9 relative time tick).
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const locale = useSession((s) => s.locale);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time dateTime={date} title={formatFullDate(value, locale)} className={className}>
      {formatRelativeTime(value, now, locale)}
    </time>
  );
}

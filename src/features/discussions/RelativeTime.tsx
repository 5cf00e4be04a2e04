import { useSession } from "../../../runtime/data/session-store";
import { useIsServerRender } from "../../ui/use-browser-value";
import { useNow } from "../../ui/use-now";
import { formatFullDate, formatRelativeTime } from "./relative-time";

/** Props of {@link RelativeTime}. */
export interface RelativeTimeProps {
  /** An ISO 8601 date. */
  date: string;
  className?: string;
}

/**
 * A date relative to now in a `<time>` element, the full date in its title; refreshed every 30 s
 * (shell spec §9 relative time tick) by the page's shared clock, which reads the server's render
 * time until hydrated (the title is in UTC until then: the server does not know the reader's zone).
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const locale = useSession((s) => s.locale);
  const now = useNow();
  const serverRender = useIsServerRender();
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time
      dateTime={date}
      title={formatFullDate(value, locale, serverRender ? "UTC" : undefined)}
      className={className}
    >
      {formatRelativeTime(value, new Date(now), locale)}
    </time>
  );
}

import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { sendTick } from "./send-tick";
import { DEFAULT_COOKIE_SETTINGS, readPrivacyCookie } from "./privacy";
import { trackedRecordOf } from "./tracked-record";

/** A URL without its query and fragment, which may carry search terms or other personal text. */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? "";

/**
 * Sends a `page_view` tick for every page the app shows (shell spec §7, §9 event types), with the
 * previous in-app page (or the document's referrer for the first) as referrer, and the discussion or
 * category the page shows (tracked-record.ts), so the dashboard can count their views. A guest who chose to
 * anonymise (the `<garden.cookie.name>-anonymize` cookie is 1) sends the URLs without their query;
 * the server also reads the cookie, and a member's stored choice (server/services/account/privacy.ts).
 */
export function usePageViewTracking(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const sectionID = useSession(
    (s) => configValue<{ sectionID?: number }>(s, "siteSection", {}).sectionID ?? 0,
  );
  const cookiePrefix = useSession((s) => configValue(s, "garden.cookie.name", DEFAULT_COOKIE_SETTINGS.name));
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search ? `?${search}` : ""}`;
    const referrer = previous.current ?? document.referrer;
    const anonymize = readPrivacyCookie(cookiePrefix) === 1;
    void sendTick({
      type: "page_view",
      url: anonymize ? withoutQuery(url) : url,
      referrer: anonymize ? withoutQuery(referrer) : referrer,
      siteSectionID: sectionID,
      ...trackedRecordOf(pathname),
    });
    previous.current = url;
  }, [pathname, search, sectionID, cookiePrefix]);
}

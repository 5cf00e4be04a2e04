import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { sendTick } from "./send-tick";
import { DEFAULT_COOKIE_SETTINGS, readPrivacyCookie } from "./privacy";
import { trackedRecordOf } from "./tracked-record";

/**
 * Sends a `page_view` tick for every page the app shows (shell spec §7, §9 event types), with the
 * previous in-app page (or the document's referrer for the first) as referrer, and the discussion or
 * category the page shows (tracked-record.ts), so the dashboard can count their views. A guest who chose to
 * anonymise (the `<garden.cookie.name>-anonymize` cookie is 1) sends no tick at all: a guest's views
 * carry no member to unlink, so their choice means not being counted. A member's choice is stored
 * on the server, which anonymises their ticks (server/services/account/privacy.ts).
 */
export function usePageViewTracking(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const sectionID = useSession(
    (s) => configValue<{ sectionID?: number }>(s, "siteSection", {}).sectionID ?? 0,
  );
  const cookiePrefix = useSession((s) => configValue(s, "garden.cookie.name", DEFAULT_COOKIE_SETTINGS.name));
  const isGuest = useSession((s) => s.user.userID <= 0);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search ? `?${search}` : ""}`;
    const referrer = previous.current ?? document.referrer;
    previous.current = url;
    // Read at each page, so a choice saved on this page holds from the next one on.
    if (isGuest && readPrivacyCookie(cookiePrefix) === 1) return;
    void sendTick({
      type: "page_view",
      url,
      referrer,
      siteSectionID: sectionID,
      ...trackedRecordOf(pathname),
    });
  }, [pathname, search, sectionID, cookiePrefix, isGuest]);
}

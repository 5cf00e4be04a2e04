import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { sendTick } from "./send-tick";

/**
 * Sends a `page_view` tick for every page the app shows (shell spec §7, §9 event types), with the
 * previous in-app page (or the document's referrer for the first) as referrer.
 */
export function usePageViewTracking(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const sectionID = useSession(
    (s) => configValue<{ sectionID?: number }>(s, "siteSection", {}).sectionID ?? 0,
  );
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search ? `?${search}` : ""}`;
    void sendTick({
      type: "page_view",
      url,
      referrer: previous.current ?? document.referrer,
      siteSectionID: sectionID,
    });
    previous.current = url;
  }, [pathname, search, sectionID]);
}

import { useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { DiscussionPager } from "../../features/discussions";
import { readPageParam } from "../../features/moderation/moderation-log";
import {
  DraftFilters,
  DraftList,
  draftsPageUrl,
  LocalDraftList,
  useLocalDrafts,
  readDraftStatusParam,
  useDrafts,
} from "../../features/drafts/drafts-page";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";
import * as pageStyles from "./DraftsPage.styles";

/** What an empty list says, per status filter. */
export const DRAFTS_EMPTY_TEXTS = {
  all: msg("You have no drafts. Discussions and comments you start and leave unposted are saved here."),
  draft: msg("You have no unscheduled drafts."),
  scheduled: msg("You have no scheduled drafts."),
  error: msg("None of your drafts failed to publish."),
} as const;

/**
 * `/drafts`, the account menu's Drafts link (content spec §2, §4, §7): the signed-in member's drafts,
 * filtered by status, with Edit, Schedule, Cancel Schedule and Delete, and a pager. Guests get the
 * Permission Problem page with Sign In, as on the other member pages.
 */
export function DraftsPage() {
  const isGuest = useSession((s) => s.user.userID === 0);
  const [pathname] = useLocation();
  const params = new URLSearchParams(useSearch());
  const status = readDraftStatusParam(params);
  const page = readPageParam(params);
  const list = useDrafts(status, page, !isGuest);
  // Drafts typed in this browser and not yet on the server are drafts too: listed first, on the
  // first page of all drafts and of unscheduled ones.
  const deviceDrafts = useLocalDrafts();
  const shownDeviceDrafts = (status === null || status === "draft") && page === 1 ? deviceDrafts : [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heading = t("Drafts");
  useDocumentTitle(heading);

  if (isGuest) return <ErrorPage kind="permission" />;
  if (list.error) return <ErrorPage kind={errorKindOf(list.error.status)} error={list.error} />;
  const drafts = list.data?.drafts;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="drafts-heading">
      <h1 id="drafts-heading" ref={headingRef} tabIndex={-1} className={pageStyles.heading}>
        {heading}
      </h1>
      <DraftFilters pathname={pathname} current={status} />
      <div className={pageStyles.listArea} aria-busy={!drafts}>
        {!drafts ? (
          <Loader />
        ) : (
          <>
            {shownDeviceDrafts.length > 0 && <LocalDraftList drafts={shownDeviceDrafts} />}
            {drafts.length === 0 ? (
              shownDeviceDrafts.length > 0 ? null : (
                <p className={styles.muted}>{t(DRAFTS_EMPTY_TEXTS[status ?? "all"])}</p>
              )
            ) : (
              <DraftList drafts={drafts} focusFallbackRef={headingRef} />
            )}
            {/* Also under an empty later page (its last draft deleted), to get back to the others. */}
            {list.data?.paging && (
              <DiscussionPager
                paging={list.data.paging}
                hrefFor={(next) => draftsPageUrl(pathname, status, next)}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}

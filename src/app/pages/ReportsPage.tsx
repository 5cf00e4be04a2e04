import { useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import {
  ReportList,
  ReportStatusFilter,
  readPageParam,
  readReportsFilter,
  recordPath,
  useReports,
  withPage,
} from "../../features/moderation/moderation-log";
import { checkUserCounts, userCountsStore } from "../../features/notifications";
import { BackLink } from "../../ui/BackLink";
import { ModerationPage, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/** Reports exist only while this flag is on (content spec §6: flag.add plus the escalations flag). */
export const ESCALATIONS_FLAG = "featureFlags.escalations.Enabled";

/** What the page says while reports are off. */
export const REPORTS_OFF_TEXT = msg("Reports are turned off on this site.");

/**
 * `/dashboard/content/reports?statuses=none&recordType={type}&recordID={id}` (content spec §2
 * "Other links", opened in a new tab): the reports of a post, or all reports, for moderators.
 * `statuses=none` sets no state filter; a known state (`new`, `dismissed`, `resolved`) sets one.
 */
export function ReportsPage() {
  const search = useSearch();
  const [pathname] = useLocation();
  const params = new URLSearchParams(search);
  const filter = readReportsFilter(params);
  const isOn = useSession((s) => configValue<boolean>(s, ESCALATIONS_FLAG, false) === true);
  const list = useReports(filter, readPageParam(params), isOn);
  const canBan = useSession((s) => hasPermission(checkerOf(s), "users.edit"));
  const { reload } = list;
  // After an action the list is asked for again, and so is the open-report badge, throttle or not.
  const onChanged = reload
    ? async () => {
        await reload();
        userCountsStore.update((state) => void (state.lastRequested = null));
        await checkUserCounts();
      }
    : undefined;
  const heading = t("Reports");
  const backUrl = filter.recordType && filter.recordID ? recordPath(filter.recordType, filter.recordID) : "/";
  if (!isOn) return <ReportsOff heading={heading} backUrl={backUrl} />;
  return (
    <ModerationPage
      heading={heading}
      backUrl={backUrl}
      list={list}
      notFoundType="Page"
      emptyText={t("No reports.")}
      hrefFor={(page) => withPage(pathname, params, page)}
      toolbar={<ReportStatusFilter pathname={pathname} params={params} />}
    >
      {(reports) => <ReportList reports={reports} canBan={canBan} {...(onChanged ? { onChanged } : {})} />}
    </ModerationPage>
  );
}

function ReportsOff({ heading, backUrl }: { heading: string; backUrl: string }) {
  useDocumentTitle(heading);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="moderation-heading">
      <BackLink fallbackUrl={backUrl} isLabelVisible />
      <h1 id="moderation-heading">{heading}</h1>
      <p>{t(REPORTS_OFF_TEXT)}</p>
    </section>
  );
}

import { useStore } from "../../../runtime/data/store";
import { t } from "../../../runtime/i18n/t";
import { userCountsStore } from "../notifications";

/**
 * The open reports the signed-in member may act on, from their counts; undefined for everyone the
 * server counts no reports for (members who moderate nothing, guests).
 */
export function useOpenReports(): number | undefined {
  return useStore(
    userCountsStore,
    (state) => state.counts.find((count) => count.name === "OpenReports")?.count,
  );
}

/** The account toggle's name: "My Account", then the open reports when there are some. */
export function accountToggleName(openReports: number | undefined): string {
  return openReports ? t("My Account, {count} open reports", { count: openReports }) : t("My Account");
}

import { useState } from "react";
import { Link } from "wouter";
import {
  communityHealthRanges,
  communityHealthSeries,
  DEFAULT_COMMUNITY_HEALTH_RANGE,
  type CommunityHealth,
  type CommunityHealthRange,
  type CommunityHealthSeries,
} from "../../../../schemas/api/community-health.schema";
import { useSession } from "../../../../runtime/data/session-store";
import { msg, t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { formatDate } from "../../../ui/format-date";
import { formatNumber } from "../../../ui/format-number";
import type { DashboardSectionProps } from "../sections";
import { DayChart } from "./DayChart";
import { useCommunityHealth } from "./use-community-health";
import * as styles from "./HealthSection.styles";

const SERIES_NAMES: Record<CommunityHealthSeries, string> = {
  pageViews: msg("Page views"),
  newMembers: msg("New members"),
  newDiscussions: msg("New discussions"),
  newComments: msg("New comments"),
  activeMembers: msg("Active members"),
};

const RANGE_NAMES: Record<CommunityHealthRange, string> = {
  7: msg("Last 7 days"),
  30: msg("Last 30 days"),
  90: msg("Last 90 days"),
};

/** Nothing counted in the whole range: a new site, or a quiet one. */
const isQuiet = (health: CommunityHealth) => communityHealthSeries.every((name) => health.totals[name] === 0);

/**
 * The dashboard's home (site.manage): how active the community was over the last 7, 30 or 90 UTC
 * days (`GET /analytics/community-health`): per series its total as text and a small chart of its
 * days (its numbers also in a table for screen readers), then the most viewed discussions.
 */
export default function HealthSection(_props: DashboardSectionProps) {
  const [range, setRange] = useState<CommunityHealthRange>(DEFAULT_COMMUNITY_HEALTH_RANGE);
  const { health, error, isLoading } = useCommunityHealth(range);
  const locale = useSession((s) => s.locale);
  const count = (value: number) => formatNumber(value, locale).full;
  const day = (date: string) =>
    formatDate(new Date(`${date}T00:00:00Z`), "default", { locale, timeZone: "UTC" });

  return (
    <>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t("Range")} className={styles.rangeGroup}>
          {communityHealthRanges.map((option) => (
            <Button
              key={option}
              buttonType={option === range ? "dashboardPrimary" : "dashboardStandard"}
              aria-pressed={option === range}
              onClick={() => setRange(option)}
            >
              {t(RANGE_NAMES[option])}
            </Button>
          ))}
        </div>
        {health && (
          <p className={styles.muted} role="status">
            {t("From {from} to {to} (UTC)", { from: day(health.dateFrom), to: day(health.dateTo) })}
          </p>
        )}
      </div>
      {error && (
        <p role="alert">
          {t("There was a problem loading the component")}: {error.message}
        </p>
      )}
      {!health ? (
        !error && <Loader />
      ) : isQuiet(health) ? (
        <p className={styles.muted}>
          {t("Nothing to count yet: views, new members and posts show here as the community comes to life.")}
        </p>
      ) : (
        <>
          <ul className={styles.cards} aria-busy={isLoading || undefined} aria-label={t("Activity")}>
            {communityHealthSeries.map((series) => (
              <li key={series} className={styles.card}>
                <h3>{t(SERIES_NAMES[series])}</h3>
                <p className={styles.total}>
                  {series === "activeMembers"
                    ? t("{count} a day on average", { count: count(health.totals[series]) })
                    : count(health.totals[series])}
                </p>
                <DayChart
                  name={t(SERIES_NAMES[series])}
                  days={health.days.map((d) => ({ date: d.date, label: day(d.date), value: d[series] }))}
                  formatCount={count}
                />
              </li>
            ))}
          </ul>
          <h3>{t("Most viewed discussions")}</h3>
          {health.topDiscussions.length === 0 ? (
            <p className={styles.muted}>{t("No discussion was viewed in this range.")}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("Discussion")}</th>
                  <th scope="col">{t("Views")}</th>
                </tr>
              </thead>
              <tbody>
                {health.topDiscussions.map((discussion) => (
                  <tr key={discussion.discussionID}>
                    <td>
                      <Link href={discussion.url}>{discussion.name}</Link>
                    </td>
                    <td>{count(discussion.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}

import { UserPhoto } from "../../src/ui/UserPhoto";
import useSWR from "swr";
import { stringifyQuery } from "../../runtime/url/query-string";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { apiFetcher } from "../../runtime/data/swr-config";
import { profileUrl } from "../../runtime/url/profile-url";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { Leader } from "../../schemas/entities/leader.schema";
import type { LeaderboardWidgetProps } from "../../schemas/widgets/leaderboard-widget.schema";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import * as styles from "./LeaderboardWidget.styles";

/**
 * LeaderboardWidget: ranked members with photo (the default icon when there is none), a link to their profile
 * and their score. Preloaded `leaders` render at once; without them the leaderboard is fetched.
 */
export function LeaderboardWidget(props: LeaderboardWidgetProps) {
  const { slotType = "a", leaderboardType = "reputation", limit = 10 } = props.apiParams ?? {};
  const key = props.leaders ? null : `users/leaders?${stringifyQuery({ slotType, leaderboardType, limit })}`;
  const { data, error } = useSWR<Leader[]>(key, apiFetcher);
  const leaders = props.leaders ?? data;
  // Like Vanilla's, an empty or failed leaderboard takes no room on the page.
  if (error || leaders?.length === 0) return null;
  const label = props.title || t("Leaderboard");
  const bordered = props.containerOptions?.borderType === "border";

  return (
    <section className={styles.root} aria-label={label} aria-busy={leaders ? undefined : true}>
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
      {props.description ? <p className={styles.description}>{props.description}</p> : null}
      {leaders ? (
        <table className={cx(styles.table, bordered && styles.bordered)} aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t("Rank")}</th>
              <th scope="col">{t("Member")}</th>
              <th scope="col" className={styles.numeric}>
                {leaderboardType === "posts" ? t("Posts") : t("Points")}
              </th>
            </tr>
          </thead>
          <tbody>
            {leaders.map((leader, index) => (
              <tr key={leader.userID}>
                <td className={styles.rank}>{index + 1}</td>
                <td>
                  <a className={styles.user} href={sanitizeLink(leader.url ?? profileUrl(leader.name))}>
                    <UserPhoto user={leader} size="small" isDecorative />
                    <bdi>{leader.name}</bdi>
                  </a>
                </td>
                <td className={styles.numeric}>
                  <FormattedNumber value={leader.count ?? leader.points} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export default LeaderboardWidget;

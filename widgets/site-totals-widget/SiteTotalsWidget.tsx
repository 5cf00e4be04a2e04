import useSWR from "swr";
import { stringifyQuery } from "../../runtime/url/query-string";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { apiFetcher } from "../../runtime/data/swr-config";
import type { SiteTotals } from "../../schemas/entities/site-totals.schema";
import { defaultSiteTotalCounts } from "../../schemas/widgets/defaults";
import type { SiteTotalsWidgetProps } from "../../schemas/widgets/site-totals-widget.schema";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import { formatNumber } from "../../src/ui/format-number";
import * as styles from "./SiteTotalsWidget.styles";

type Total = NonNullable<SiteTotalsWidgetProps["totals"]>[number];

const alignments = {
  left: styles.alignLeft,
  center: styles.alignCenter,
  right: styles.alignRight,
  "space-around": styles.alignSpaceAround,
} as const;

/**
 * SiteTotalsWidget: the community's counts, abbreviated above 999 with the full value in a title
 * (shell spec §5). Preloaded `totals` render at once; without them the counts are fetched.
 */
export function SiteTotalsWidget(props: SiteTotalsWidgetProps) {
  const wanted = (props.apiParams?.counts ?? defaultSiteTotalCounts).filter(
    (entry) => !("isHidden" in entry && entry.isHidden),
  );
  const key = props.totals
    ? null
    : `site-totals?${stringifyQuery({ counts: wanted.map((entry) => entry.recordType) })}`;
  const { data, error } = useSWR<SiteTotals>(key, apiFetcher);
  const totals: Total[] | undefined =
    props.totals ??
    (data
      ? wanted.map((entry) => ({
          recordType: entry.recordType,
          label: entry.label,
          count: data.counts[entry.recordType]?.count ?? 0,
        }))
      : undefined);
  if (error || totals?.length === 0) return null;
  const title = props.title || t("Site totals");

  return (
    <section className={styles.root} aria-label={title} aria-busy={totals ? undefined : true}>
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      {totals ? (
        <ul className={cx(styles.list, alignments[props.containerOptions?.alignment ?? "center"])}>
          {totals.map((total) => (
            <li key={total.recordType} className={cx(styles.item, total.isCalculating && styles.pending)}>
              <span className={styles.count}>
                {props.formatNumbers === false ? (
                  formatNumber(total.count).full
                ) : (
                  <FormattedNumber value={total.count} />
                )}
              </span>
              <span className={styles.label}>{t(total.label)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default SiteTotalsWidget;

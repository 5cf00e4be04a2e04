import { t, msg } from "../../../runtime/i18n/t";
import * as styles from "./moderation-log.styles";

const statusFilters = [
  { value: "new", label: msg("Open") },
  { value: "dismissed", label: msg("Dismissed") },
  { value: "resolved", label: msg("Resolved") },
  { value: "none", label: msg("All") },
] as const;

/** Links to the report queue in each state (`statuses`, `none` for all), the current one marked. */
export function ReportStatusFilter({ pathname, params }: { pathname: string; params: URLSearchParams }) {
  const current = params.get("statuses") ?? "none";
  return (
    <nav aria-label={t("Report status")}>
      <ul className={styles.filterList}>
        {statusFilters.map(({ value, label }) => {
          const next = new URLSearchParams(params);
          next.set("statuses", value);
          next.delete("page");
          return (
            <li key={value}>
              <a
                href={`${pathname}?${next.toString()}`}
                aria-current={value === current ? "page" : undefined}
              >
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

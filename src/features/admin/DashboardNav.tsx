import { Link } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { dashboardSectionUrl } from "./dashboard-address";
import type { DashboardSection } from "./sections";
import * as styles from "./Dashboard.styles";

/** Props of {@link DashboardNav}. */
export interface DashboardNavProps {
  /** The sections the viewer may open, in navigation order. */
  sections: readonly DashboardSection[];
  /** The section shown now, marked as the current page. */
  currentID?: string;
}

/**
 * The dashboard's own navigation: a labelled list of links (reached with Tab like any link), the
 * current section marked `aria-current="page"`.
 */
export function DashboardNav({ sections, currentID }: DashboardNavProps) {
  return (
    <nav className={styles.nav} aria-label={t("Dashboard Sections")}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={dashboardSectionUrl(section.id)}
              className={styles.navLink}
              aria-current={section.id === currentID ? "page" : undefined}
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

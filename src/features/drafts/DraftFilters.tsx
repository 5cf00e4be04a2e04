import { Link } from "wouter";
import { t } from "../../../runtime/i18n/t";
import type { DraftStatus } from "../../../schemas/entities/draft.schema";
import { draftFilters, draftsPageUrl } from "./draft-filters";
import * as styles from "./drafts-page.styles";

/** Props of {@link DraftFilters}. */
export interface DraftFiltersProps {
  pathname: string;
  current: DraftStatus | null;
}

/** Links to every status of the list; the current one is marked for assistive technology too. */
export function DraftFilters({ pathname, current }: DraftFiltersProps) {
  return (
    <nav aria-label={t("Draft status")}>
      <ul className={styles.filters}>
        {draftFilters.map(({ status, label }) => (
          <li key={label}>
            <Link
              href={draftsPageUrl(pathname, status)}
              aria-current={status === current ? "page" : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

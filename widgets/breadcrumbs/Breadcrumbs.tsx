import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { BreadcrumbsProps } from "../../schemas/widgets/breadcrumbs.schema";
import * as styles from "./Breadcrumbs.styles";

/**
 * The path to the current page: a navigation landmark named Breadcrumb whose last crumb is marked as
 * the current page (WAI-ARIA breadcrumb pattern). Links are sanitised (content spec §5).
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  if (crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;
  return (
    <nav aria-label={t("Breadcrumb")} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.url}`} className={styles.item}>
            {index > 0 && (
              <span className={styles.separator} aria-hidden="true">
                ›
              </span>
            )}
            <a
              href={sanitizeLink(crumb.url)}
              className={styles.link}
              aria-current={index === lastIndex ? "page" : undefined}
            >
              {/* A category's name is a person's words, in any language: isolated from the page's direction. */}
              <bdi>{crumb.name}</bdi>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default Breadcrumbs;

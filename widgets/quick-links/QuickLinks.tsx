import { useId } from "react";
import { useSiteOrigin } from "../../src/ui/use-browser-value";
import { cx } from "@linaria/core";
import { checkerOf, useSession } from "../../runtime/data/session-store";
import { t } from "../../runtime/i18n/t";
import { hasPermission } from "../../runtime/permissions/permission-checker";
import { isExternalUrl, navItemHref, visibleNavItems } from "../../runtime/url/nav-items";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { QuickLinksProps } from "../../schemas/widgets/quick-links.schema";
import * as styles from "./QuickLinks.styles";

const displayClasses = {
  list: styles.list,
  link: styles.inline,
  grid: styles.grid,
  carousel: styles.carousel,
};
const borderClasses = {
  none: undefined,
  border: styles.border,
  shadow: styles.shadow,
  separator: styles.separator,
  "separator-between": styles.separatorBetween,
  navLinks: styles.navLinks,
};

/**
 * A list of links filtered by the navigation item rules (shell spec §5): nameless or url-less links
 * are dropped; hidden ones, and those needing a permission or role the user lacks, are not shown.
 * Links to other sites open in a new tab (shell spec §2).
 */
export function QuickLinks({ title, subtitle, description, links, containerOptions = {} }: QuickLinksProps) {
  const headingID = useId();
  const session = useSession((s) => s);
  const checker = checkerOf(session);
  const items = visibleNavItems(links, {
    roleIDs: session.user.roleIDs,
    hasPermission: (permission) => hasPermission(checker, permission),
  });
  const origin = useSiteOrigin();
  if (items.length === 0) return null;

  const displayType = containerOptions.displayType ?? "list";
  const borderType = containerOptions.borderType ?? "none";
  const hasTitle = Boolean(title?.trim());
  return (
    <div className={styles.widget}>
      {hasTitle && (
        <h2
          id={headingID}
          className={cx(styles.title, containerOptions.headerAlignment === "center" && styles.centered)}
        >
          {title}
        </h2>
      )}
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {description && <p className={styles.description}>{description}</p>}
      <nav
        aria-labelledby={hasTitle ? headingID : undefined}
        aria-label={hasTitle ? undefined : t("Quick Links")}
      >
        <ul className={cx(styles.items, displayClasses[displayType], borderClasses[borderType])}>
          {items.map((item, index) => {
            const href = sanitizeLink(navItemHref(item.url ?? "/"));
            const isExternal = isExternalUrl(href, origin);
            return (
              <li key={item.id ?? index} className={styles.item}>
                <a
                  href={href}
                  className={styles.link}
                  target={isExternal ? "_blank" : undefined}
                  rel={isExternal ? "noopener noreferrer" : undefined}
                >
                  {item.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export default QuickLinks;

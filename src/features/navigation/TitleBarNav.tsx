import type { Ref } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { MegaMenu } from "./MegaMenu";
import { NavItemLabel } from "./NavItemLabel";
import { NavItemLink } from "./NavItemLink";
import type { NavEntry } from "./use-title-bar-navigation";
import * as styles from "./title-bar-nav.styles";

/** Props of {@link TitleBarNav}. */
export interface TitleBarNavProps {
  items: NavEntry[];
  /** The list, measured to tell when the navigation overflows the bar (compact mode, shell spec §2). */
  listRef?: Ref<HTMLUListElement>;
  isCentered?: boolean;
}

/**
 * The main navigation of the wide title bar (shell spec §2 "Title bar"): links, and mega-menus for
 * items with children.
 */
export function TitleBarNav({ items, listRef, isCentered = false }: TitleBarNavProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("Main")} className={cx(styles.nav, isCentered && styles.centered)}>
      <ul ref={listRef} className={styles.navList}>
        {items.map((item, index) => (
          <li key={item.id ?? index} className={styles.navItem}>
            {item.children?.length ? (
              <MegaMenu item={item} />
            ) : (
              <NavItemLink url={item.url ?? "/"} className={styles.navLink}>
                <NavItemLabel item={item} />
              </NavItemLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

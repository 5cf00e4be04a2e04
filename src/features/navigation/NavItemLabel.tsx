import type { NavEntry } from "./use-title-bar-navigation";
import * as styles from "./title-bar-nav.styles";

/** A navigation item's name and its text badge, if any (shell spec §3 "Navigation item"). */
export function NavItemLabel({ item }: { item: Pick<NavEntry, "name" | "badge"> }) {
  const badge = item.badge?.text.trim();
  return (
    <>
      <span>{item.name}</span>
      {badge && <span className={styles.badge}>{badge}</span>}
    </>
  );
}

import type { ReactNode } from "react";
import { CountBadge } from "./CountBadge";
import { IconLabel } from "./IconLabel";
import * as styles from "./menu-list.styles";

/** Props of {@link CountedIcon}. */
export interface CountedIconProps {
  /** The visible label where the bar shows labels (IconLabel); the toggle's name must start with it. */
  label: string;
  icon: ReactNode;
  /** The unread count on the icon's corner; nothing at 0, 99+ above 99. */
  count: number;
}

/**
 * What a title-bar menu toggle shows (Notifications, Messages): an icon with an unread badge, and
 * its label under it in a labelled bar. The label comes first in the markup (CSS puts it under the
 * icon) so the visible text reads "Notifications 3" like the toggle's name; icon and badge are
 * hidden from assistive technology, which hears that name.
 */
export function CountedIcon({ label, icon, count }: CountedIconProps) {
  return (
    <>
      <IconLabel>{label}</IconLabel>
      <span className={styles.toggleIcon} aria-hidden="true">
        {icon}
        <CountBadge count={count} tone="onPrimary" className={styles.toggleBadge} />
      </span>
    </>
  );
}

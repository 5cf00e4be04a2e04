import { useId, type ReactNode } from "react";
import * as styles from "./DropDown.styles";

/** Props of {@link DropDownSection}. */
export interface DropDownSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of drop-down items; the visible heading names the group for screen readers. */
export function DropDownSection({ title, children }: DropDownSectionProps) {
  const headingID = useId();
  return (
    <div role="group" aria-labelledby={headingID} className={styles.section}>
      <div id={headingID} role="presentation" className={styles.sectionHeading}>
        {title}
      </div>
      {children}
    </div>
  );
}

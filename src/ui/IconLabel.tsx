import { createContext, useContext, type ReactNode } from "react";
import * as styles from "./IconLabel.styles";

/**
 * On in a menu bar that shows labels under its icon buttons (the title bar's labelled variant, 64 tall
 * instead of 48: shell spec §9 "Title bar height 48 (64 with label)"). Off everywhere else.
 */
export const IconLabelsContext = createContext(false);

/** Whether icon buttons here show their names under their icons. */
export function useIconLabels(): boolean {
  return useContext(IconLabelsContext);
}

/**
 * The visible name under a menu-bar icon, shown only where {@link IconLabelsContext} is on; it sits
 * under the icon wherever it is in the button's markup. The button keeps its own accessible name,
 * which must start with this text (WCAG 2.5.3, so voice control users can say what they see): put
 * the label before a visible count, and the text reads "Notifications 3" like the name. The space
 * after it keeps the label and a following count apart as words.
 */
export function IconLabel({ children }: { children: ReactNode }) {
  if (!useIconLabels()) return null;
  return (
    <>
      <span className={styles.label}>{children}</span>{" "}
    </>
  );
}

import { lazy, Suspense, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import type { NavEntry } from "./use-title-bar-navigation";
import * as styles from "./title-bar.styles";

// The panel loads when first opened (ARCHITECTURE.md: modals' bodies are lazy).
const SiteNavigationPanel = lazy(() =>
  import("./SiteNavigationPanel").then((module) => ({ default: module.SiteNavigationPanel })),
);

/** Props of {@link CompactNav}. */
export interface CompactNavProps {
  items: NavEntry[];
}

/**
 * The compact title bar's navigation (shell spec §2 "Title bar"): a hamburger labelled Open Menu that
 * opens the "Site Navigation" side panel from the left.
 */
export function CompactNav({ items }: CompactNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t("Open Menu")}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SiteNavigationPanel items={items} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

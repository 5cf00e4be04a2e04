import { useState } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { IconLabelsContext } from "../../ui/IconLabel";
import type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";
import { CompactAccount } from "./CompactAccount";
import { CompactNav } from "./CompactNav";
import { TitleBarAccount } from "./TitleBarAccount";
import { TitleBarLogo } from "./TitleBarLogo";
import { TitleBarNav } from "./TitleBarNav";
import { TitleBarSearch } from "./TitleBarSearch";
import { isSticky, isTransparent, resolvePositioning } from "./title-bar-positioning";
import { useCompactMode } from "./use-compact-mode";
import { useTitleBarNavigation } from "./use-title-bar-navigation";
import { useTitleBarScroll } from "./use-title-bar-scroll";
import * as styles from "./title-bar.styles";

export type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";

const positionClasses = {
  StickySolid: styles.sticky,
  StickyTransparent: styles.stickyOverlay,
  StaticSolid: styles.static_,
  StaticTransparent: styles.staticOverlay,
};
const borderClasses = {
  border: styles.border,
  shadow: styles.shadow,
  shadowAsBorder: styles.shadowAsBorder,
  none: undefined,
};

/**
 * The bar above every page (shell spec §2 "Title bar"): skip link, logo, main navigation with
 * mega-menus, search, and the account area (Sign In and Register for guests; notifications,
 * messages, My Account and Sign Out for members). Below the compact breakpoint, or when the
 * navigation overflows, it turns compact: a hamburger with the "Site Navigation" panel and an account
 * panel. A sticky bar hides while scrolling down far into the page and comes back on scrolling up
 * (§4); a transparent bar, where the page allows it, turns solid once the page scrolled.
 */
export function TitleBar({
  positioning,
  isTransparentAllowed = false,
  fullBleed = false,
  borderType = "border",
  logo,
  logoStrategy = "default",
  navigation,
  navigationAlignment = "left",
  showLabels = false,
}: TitleBarProps) {
  const items = useTitleBarNavigation(navigation);
  const { isCompact, isMobile, barRef, slotRef, listRef } = useCompactMode(items);
  const mode = resolvePositioning(positioning, isTransparentAllowed, fullBleed);
  const { isHidden, isScrolled } = useTitleBarScroll(isSticky(mode));
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  // A sticky transparent bar turns solid once content scrolls under it; a static one scrolls away.
  const isSeeThrough = isTransparent(mode) && !(isSticky(mode) && isScrolled);
  // Labels under the icons need the 64 px bar; the compact bar keeps its icons bare.
  const isLabelled = showLabels && !isCompact;

  return (
    <header
      ref={barRef}
      className={cx(
        styles.bar,
        positionClasses[mode],
        isSeeThrough ? styles.seeThrough : borderClasses[borderType],
        isHidden && styles.hidden,
      )}
      aria-label={t("Title Bar")}
      data-positioning={mode}
      data-hidden={isHidden || undefined}
    >
      <a className={styles.skipLink} href="#main-content">
        {t("Skip to content")}
      </a>
      <div
        className={cx(
          styles.inner,
          isLabelled && styles.innerLabelled,
          isMobile && styles.innerMobile,
          isCompact && styles.compact,
          isCompact && isSearchOpen && styles.searchingCompact,
        )}
      >
        <IconLabelsContext value={isLabelled}>
          {isCompact && <CompactNav items={items} />}
          <TitleBarLogo logo={logo} strategy={logoStrategy} isMobile={isMobile} isScrolled={isScrolled} />
          <div ref={slotRef} className={styles.navSlot}>
            {!isCompact && !isSearchOpen && (
              <TitleBarNav items={items} listRef={listRef} isCentered={navigationAlignment === "center"} />
            )}
          </div>
          <TitleBarSearch onOpenChange={setIsSearchOpen} />
          {isCompact ? <CompactAccount /> : <TitleBarAccount />}
        </IconLabelsContext>
      </div>
    </header>
  );
}

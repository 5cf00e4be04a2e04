import { cx } from "@linaria/core";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";
import { siteConfigDefaults } from "../../../schemas/config/site-config-defaults";
import { NavItemLink } from "./NavItemLink";
import * as styles from "./title-bar.styles";

/** Logo strategies (shell spec §2 "Title bar"). */
export type LogoStrategy = NonNullable<TitleBarProps["logoStrategy"]>;

/** Props of {@link TitleBarLogo}. */
export interface TitleBarLogoProps {
  logo?: TitleBarProps["logo"];
  strategy?: LogoStrategy;
  /** Mobile or xs: the mobile image shows, and a mobile-only logo at all. */
  isMobile: boolean;
  /** The page scrolled past 50 px (shell spec §9): a fade-in logo shows. */
  isScrolled: boolean;
}

/**
 * The title bar's logo (shell spec §2): the desktop or mobile image, or the site name as text, linking
 * to the home page; images have the alt text Home unless the layout names them. The layout's images
 * win; without them the site's own (ui.logo, ui.mobileLogo) show. Strategies: hidden never shows it,
 * mobile-only shows it on mobile and xs only, fade-in shows it once the page scrolled (it stays
 * reachable by keyboard and shows while focused).
 */
export function TitleBarLogo({ logo, strategy = "default", isMobile, isScrolled }: TitleBarLogoProps) {
  const siteName = useSession((s) => configValue(s, "ui.siteName", siteConfigDefaults["ui.siteName"]));
  const siteLogo = useSession((s) => configValue(s, "ui.logo", siteConfigDefaults["ui.logo"]));
  const siteMobileLogo = useSession((s) =>
    configValue(s, "ui.mobileLogo", siteConfigDefaults["ui.mobileLogo"]),
  );
  if (strategy === "hidden" || (strategy === "mobile-only" && !isMobile)) return null;
  const imageUrl =
    logoImage(logo?.url, logo?.mobileUrl, isMobile) || logoImage(siteLogo, siteMobileLogo, isMobile);
  return (
    <NavItemLink
      url="/"
      className={cx(
        styles.logo,
        !imageUrl && styles.logoText,
        strategy === "fade-in" && styles.logoFadeIn,
        isScrolled && styles.logoShown,
      )}
    >
      {imageUrl ? (
        <img className={styles.logoImage} src={sanitizeLink(imageUrl)} alt={logo?.alt?.trim() || t("Home")} />
      ) : (
        <bdi className={styles.logoTextName}>{siteName}</bdi>
      )}
    </NavItemLink>
  );
}

/** The image of a desktop/mobile pair to show: on mobile the mobile one, falling back to the desktop one. */
function logoImage(url: string | undefined, mobileUrl: string | undefined, isMobile: boolean) {
  return ((isMobile ? mobileUrl?.trim() || url : url) ?? "").trim();
}

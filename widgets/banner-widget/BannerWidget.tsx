import { useId } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { bannerDefaults } from "../../schemas/widgets/defaults";
import type { BannerWidgetProps } from "../../schemas/widgets/banner-widget.schema";
import { SearchForm } from "../../src/features/search";
import { visuallyHidden } from "../../src/ui/visually-hidden.styles";
import { backgroundClassName, backgroundStyle } from "../../src/ui/widget-background";
import * as styles from "./BannerWidget.styles";

/**
 * The banner (shell spec §2 "Banner", §9 defaults): title, description, search box, logo, icon and
 * right-hand image over the configured or the default decorative background. Its title is the
 * page's h1: the banner opens the page and nothing above it carries a heading.
 */
export function BannerWidget({
  title,
  description,
  alignment = "center",
  mobileAlignment,
  hideTitle = false,
  hideDescription = false,
  hideSearch = false,
  hideIcon = false,
  searchPlacement = "middle",
  searchPlaceholder,
  logo,
  icon,
  rightImage,
  background,
  textColor,
  minHeight = bannerDefaults.minHeight,
}: BannerWidgetProps) {
  const titleID = useId();
  const mobile = mobileAlignment ?? alignment;
  const alignClasses = cx(
    alignment === "center" ? styles.alignCenter : styles.alignStart,
    mobile === "center" ? styles.mobileAlignCenter : styles.mobileAlignStart,
  );
  const search = hideSearch ? null : (
    <div className={styles.search}>
      <SearchForm isLarge placeholder={searchPlaceholder} />
    </div>
  );

  return (
    <section
      aria-labelledby={titleID}
      className={cx(
        styles.banner,
        backgroundClassName(background, true),
        searchPlacement === "bottom" && !hideSearch && styles.withBottomSearch,
      )}
      style={{ minBlockSize: minHeight, ...backgroundStyle(background, textColor) }}
    >
      <div className={styles.inner}>
        <div className={cx(styles.content, alignClasses)}>
          {logo && (
            <img
              className={styles.logo}
              src={sanitizeLink(logo.url)}
              alt={logo.alt ?? ""}
              style={{ inlineSize: logo.width ?? bannerDefaults.logoWidth }}
            />
          )}
          <div className={styles.titleRow}>
            {icon && !hideIcon && (
              <img className={styles.icon} src={sanitizeLink(icon.url)} alt={icon.alt ?? ""} />
            )}
            <h1 id={titleID} className={cx(styles.title, hideTitle && visuallyHidden)}>
              {title?.trim() ? title : t("How can we help you?")}
            </h1>
          </div>
          {description && !hideDescription && <p className={styles.description}>{description}</p>}
          {searchPlacement === "middle" && search}
        </div>
        {rightImage && (
          <img className={styles.rightImage} src={sanitizeLink(rightImage.url)} alt={rightImage.alt ?? ""} />
        )}
      </div>
      {searchPlacement === "bottom" && search && (
        <div className={cx(styles.bottom, alignClasses)}>{search}</div>
      )}
    </section>
  );
}

export default BannerWidget;

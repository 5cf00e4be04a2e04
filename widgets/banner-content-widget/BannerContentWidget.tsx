import { cx } from "@linaria/core";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { contentBannerMinHeight } from "../../schemas/widgets/defaults";
import type { BannerContentWidgetProps } from "../../schemas/widgets/banner-content-widget.schema";
import { visuallyHidden } from "../../src/ui/visually-hidden.styles";
import { backgroundClassName, backgroundStyle } from "../../src/ui/widget-background";
import * as styles from "./BannerContentWidget.styles";

/**
 * The content banner (shell spec §2 "Banner": a content-banner variant): a smaller banner with an
 * optional title, description and icon over the configured or default decorative background, and no
 * search box.
 */
export function BannerContentWidget({
  title,
  description,
  alignment = "left",
  mobileAlignment,
  hideTitle = false,
  hideDescription = false,
  hideIcon = false,
  icon,
  background,
  textColor,
  minHeight,
}: BannerContentWidgetProps) {
  const mobile = mobileAlignment ?? alignment;
  const showIcon = icon && !hideIcon;
  const hasText = Boolean(title?.trim()) || (Boolean(description) && !hideDescription);
  return (
    <div
      className={cx(styles.banner, backgroundClassName(background, true))}
      style={{ minBlockSize: contentBannerMinHeight(minHeight), ...backgroundStyle(background, textColor) }}
    >
      {(hasText || showIcon) && (
        <div
          className={cx(
            styles.content,
            alignment === "center" ? styles.alignCenter : styles.alignStart,
            mobile === "center" ? styles.mobileAlignCenter : styles.mobileAlignStart,
          )}
        >
          {showIcon && <img className={styles.icon} src={sanitizeLink(icon.url)} alt={icon.alt ?? ""} />}
          {title?.trim() && <h2 className={cx(styles.title, hideTitle && visuallyHidden)}>{title}</h2>}
          {description && !hideDescription && <p className={styles.description}>{description}</p>}
        </div>
      )}
    </div>
  );
}

export default BannerContentWidget;

import { useId } from "react";
import { cx } from "@linaria/core";
import { isExternalUrl } from "../../runtime/url/nav-items";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { CallToActionWidgetProps } from "../../schemas/widgets/call-to-action-widget.schema";
import * as buttonStyles from "../../src/ui/Button.styles";
import { backgroundClassName, backgroundStyle } from "../../src/ui/widget-background";
import * as styles from "./CallToActionWidget.styles";

const borderClasses = {
  none: undefined,
  border: styles.border,
  shadow: styles.shadow,
  separator: styles.separator,
  "separator-between": styles.separator,
  navLinks: undefined,
};

/**
 * A call to action: title, description and a button that links somewhere (a link styled as a
 * button, since it navigates), with an optional image and background; links to other sites open in
 * a new tab.
 */
export function CallToActionWidget({
  title,
  description,
  button,
  image,
  background,
  textColor,
  alignment = "left",
  containerOptions = {},
}: CallToActionWidgetProps) {
  const headingID = useId();
  const borderType = containerOptions.borderType ?? "border";
  const href = button ? sanitizeLink(button.url) : "";
  // Shell spec §2: links to pages outside the product open in a new tab.
  const isExternal = typeof window !== "undefined" && isExternalUrl(href, window.location.origin);
  return (
    <section
      aria-labelledby={headingID}
      className={cx(
        styles.widget,
        borderClasses[borderType],
        alignment === "center" && styles.centered,
        backgroundClassName(background, false),
      )}
      style={backgroundStyle(background, textColor)}
    >
      {image && <img className={styles.image} src={sanitizeLink(image.url)} alt={image.alt ?? ""} />}
      <div className={styles.body}>
        <h2 id={headingID} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        {button && (
          <a
            href={href}
            target={isExternal ? "_blank" : undefined}
            rel={isExternal ? "noopener noreferrer" : undefined}
            className={cx(buttonStyles.button, button.type !== "standard" && buttonStyles.primary)}
          >
            {button.title}
          </a>
        )}
      </div>
    </section>
  );
}

export default CallToActionWidget;

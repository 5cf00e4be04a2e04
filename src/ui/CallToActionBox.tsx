import { useId, type ReactNode } from "react";
import { cx } from "@linaria/core";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { backgroundClassName, backgroundStyle, type WidgetBackground } from "./widget-background";
import * as styles from "./CallToActionBox.styles";

const borderClasses: Record<string, string | undefined> = {
  border: styles.border,
  shadow: styles.shadow,
  separator: styles.separator,
  "separator-between": styles.separator,
};

/** Props of {@link CallToActionBox}. */
export interface CallToActionBoxProps {
  title: string;
  description?: string;
  image?: { url: string; alt?: string };
  background?: WidgetBackground;
  textColor?: string;
  alignment?: "left" | "center";
  /** Home widget border type (shell spec §2); "border" by default. */
  borderType?: string;
  /** The buttons (links styled as buttons, since they navigate). */
  actions?: ReactNode;
}

/** A titled box inviting an action: title, description, optional image and background, and actions. */
export function CallToActionBox({
  title,
  description,
  image,
  background,
  textColor,
  alignment = "left",
  borderType = "border",
  actions,
}: CallToActionBoxProps) {
  const headingID = useId();
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
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}

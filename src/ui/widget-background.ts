import type { CSSProperties } from "react";
import { cx } from "@linaria/core";
import { sanitizeLink } from "../../runtime/url/safe-link";
import * as styles from "./widget-background.styles";

/** A widget's configured background (schemas/widgets/banner-widget.schema.ts `widgetBackgroundSchema`). */
export interface WidgetBackground {
  color?: string;
  imageUrl?: string;
  useOverlay?: boolean;
}

/** True when the site manager chose a colour or an image, so the default background steps aside. */
export function hasCustomBackground(background: WidgetBackground | undefined): boolean {
  return Boolean(background?.color?.trim() || background?.imageUrl?.trim());
}

/** A CSS `url()` that quotes cannot break out of. */
function cssUrl(url: string): string {
  const safe = sanitizeLink(url).replace(/["\\\n\r]/g, (ch) => encodeURIComponent(ch));
  return `url("${safe}")`;
}

/**
 * Inline style of a widget's background colour, image and text colour. React sets it through the
 * CSSOM, which the Content-Security-Policy allows (it blocks only style attributes in markup).
 */
export function backgroundStyle(background: WidgetBackground | undefined, textColor?: string): CSSProperties {
  const style: CSSProperties = {};
  if (background?.color?.trim()) style.backgroundColor = background.color;
  if (background?.imageUrl?.trim()) style.backgroundImage = cssUrl(background.imageUrl);
  if (textColor?.trim()) style.color = textColor;
  return style;
}

/**
 * Classes of a widget's background: the default decorative one unless a colour or image is set
 * (`withDefault`), image sizing, and the overlay.
 */
export function backgroundClassName(background: WidgetBackground | undefined, withDefault: boolean): string {
  return cx(
    withDefault && !hasCustomBackground(background) && styles.decorative,
    background?.imageUrl?.trim() && styles.image,
    background?.imageUrl?.trim() && background.useOverlay && styles.overlay,
  );
}

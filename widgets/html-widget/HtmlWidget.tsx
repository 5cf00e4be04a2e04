import { useId } from "react";
import { t } from "../../runtime/i18n/t";
import { HTML_WIDGET_DEFAULT_HEIGHT } from "../../schemas/widgets/defaults";
import type { HtmlWidgetProps } from "../../schemas/widgets/html-widget.schema";
import { frameDocument } from "./frame-document";
import * as styles from "./HtmlWidget.styles";

/**
 * Site-manager HTML in a sandboxed frame (shell spec §2: iframe embeds are sandboxed, max height
 * 80vh). The sandbox allows popups (links open in a new tab) but neither scripts nor the site's
 * origin, so the content can touch nothing of the page. Without same-origin access the frame cannot
 * measure its content, hence a fixed height.
 */
export function HtmlWidget({ title, html, css, height = HTML_WIDGET_DEFAULT_HEIGHT }: HtmlWidgetProps) {
  const headingID = useId();
  const name = title?.trim() ? title : t("Custom HTML");
  return (
    <section className={styles.widget} aria-labelledby={title?.trim() ? headingID : undefined}>
      {title?.trim() && (
        <h2 id={headingID} className={styles.title}>
          {title}
        </h2>
      )}
      <iframe
        className={styles.frame}
        title={name}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={frameDocument(html, css)}
        style={{ blockSize: height }}
      />
    </section>
  );
}

export default HtmlWidget;

import { cx } from "@linaria/core";
import { SERVER_ORIGIN, useSiteOrigin } from "../../src/ui/use-browser-value";
import { isExternalUrl } from "../../runtime/url/nav-items";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { CallToActionWidgetProps } from "../../schemas/widgets/call-to-action-widget.schema";
import * as buttonStyles from "../../src/ui/Button.styles";
import { CallToActionBox } from "../../src/ui/CallToActionBox";

/**
 * A call to action: title, description and a button that links somewhere, with an optional image
 * and background; links to other sites open in a new tab (shell spec §2).
 */
export function CallToActionWidget({ button, containerOptions = {}, ...box }: CallToActionWidgetProps) {
  const href = button ? sanitizeLink(button.url) : "";
  const origin = useSiteOrigin();
  const isExternal = origin !== SERVER_ORIGIN && isExternalUrl(href, origin);
  return (
    <CallToActionBox
      {...box}
      borderType={containerOptions.borderType}
      actions={
        button && (
          <a
            href={href}
            target={isExternal ? "_blank" : undefined}
            rel={isExternal ? "noopener noreferrer" : undefined}
            className={cx(buttonStyles.button, button.type !== "standard" && buttonStyles.primary)}
          >
            {button.title}
          </a>
        )
      }
    />
  );
}

export default CallToActionWidget;

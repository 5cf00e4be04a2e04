import { cx } from "@linaria/core";
import { useLocation, useSearch } from "wouter";
import { configValue, useSession } from "../../runtime/data/session-store";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { withTarget } from "../../runtime/url/target";
import { siteConfigDefaults } from "../../schemas/config/site-config-defaults";
import type { GuestCallToActionWidgetProps } from "../../schemas/widgets/guest-call-to-action-widget.schema";
import * as buttonStyles from "../../src/ui/Button.styles";
import { CallToActionBox } from "../../src/ui/CallToActionBox";

/**
 * Invites guests (userID 0, content spec §6) to sign in or register; signed-in members see nothing.
 * Sign In and Register carry Target back to this page (content spec §2); Register shows only while
 * registration is open (`registration.method` basic).
 */
export function GuestCallToActionWidget({
  title,
  description,
  containerOptions = {},
  ...box
}: GuestCallToActionWidgetProps) {
  const isGuest = useSession((s) => s.user.userID === 0);
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigDefaults.signInUrl));
  const registrationUrl = useSession((s) =>
    configValue(s, "registrationUrl", siteConfigDefaults.registrationUrl),
  );
  const canRegister = useSession(
    (s) => configValue(s, "registration.method", siteConfigDefaults["registration.method"]) === "basic",
  );
  const [pathname] = useLocation();
  const search = useSearch();
  if (!isGuest) return null;

  const here = { pathname, search: search ? `?${search}` : "" };
  return (
    <CallToActionBox
      {...box}
      title={title?.trim() ? title : t("Welcome!")}
      description={
        description?.trim()
          ? description
          : t("It looks like you're new here. Sign in or register to get started.")
      }
      borderType={containerOptions.borderType}
      actions={
        <>
          <a
            href={sanitizeLink(withTarget(signInUrl, here))}
            className={cx(buttonStyles.button, buttonStyles.primary)}
          >
            {t("Sign In")}
          </a>
          {canRegister && (
            <a href={sanitizeLink(withTarget(registrationUrl, here))} className={buttonStyles.button}>
              {t("Register")}
            </a>
          )}
        </>
      }
    />
  );
}

export default GuestCallToActionWidget;

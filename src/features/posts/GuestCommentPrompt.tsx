import { cx } from "@linaria/core";
import { useLocation, useSearch } from "wouter";
import { siteConfigDefaults } from "../../../schemas/config/site-config-defaults";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { withTarget } from "../../../runtime/url/target";
import * as buttonStyles from "../../ui/Button.styles";
import * as styles from "./posts.styles";

/**
 * What a guest sees where a member's comment box would be: one call to action, "Sign in to comment",
 * a primary button to the sign-in page that returns here (content spec §2: a target parameter with
 * the current address).
 */
export function GuestCommentPrompt() {
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigDefaults.signInUrl));
  const [pathname] = useLocation();
  const search = useSearch();
  const here = { pathname, search: search ? `?${search}` : "" };
  return (
    <div className={styles.guestPrompt}>
      <a className={cx(buttonStyles.button, buttonStyles.primary)} href={withTarget(signInUrl, here)}>
        {t("Sign in to comment")}
      </a>
    </div>
  );
}

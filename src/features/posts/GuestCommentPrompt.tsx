import { useLocation, useSearch } from "wouter";
import { siteConfigKeys } from "../../../schemas/config/site-config";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { withTarget } from "../../../runtime/url/target";
import * as styles from "./posts.styles";

/**
 * What a guest sees where a member's comment box would be: Sign In (and Register while registration
 * is open), each returning to this page (content spec §2: a target parameter with the current address).
 */
export function GuestCommentPrompt() {
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigKeys.signInUrl.default));
  const registrationUrl = useSession((s) =>
    configValue(s, "registrationUrl", siteConfigKeys.registrationUrl.default),
  );
  const canRegister = useSession((s) => configValue(s, "registration.method", "basic") === "basic");
  const [pathname] = useLocation();
  const search = useSearch();
  const here = { pathname, search: search ? `?${search}` : "" };
  return (
    <div className={styles.boxFooter}>
      <a href={withTarget(signInUrl, here)}>{t("Sign In")}</a>
      {canRegister ? <a href={withTarget(registrationUrl, here)}>{t("Register")}</a> : null}
    </div>
  );
}

import { Link, useLocation, useSearch } from "wouter";
import { t } from "../../runtime/i18n/t";
import { configValue, useSession } from "../../runtime/data/session-store";
import { withTarget } from "../../runtime/url/target";
import { cx } from "@linaria/core";
import type { FromSchema } from "json-schema-to-ts";
import type { titleBarSchema } from "../../schemas/widgets/title-bar.schema";
import * as styles from "./title-bar.styles";

/** Props of {@link TitleBar}. */
export type TitleBarProps = FromSchema<typeof titleBarSchema>;

/**
 * The bar above every page: skip link, site name, and Sign In / Register for guests or the
 * member's name and Sign Out. TODO(#4): navigation, search, notifications, messages, account menu.
 */
export function TitleBar({ positioning = "StickySolid" }: TitleBarProps) {
  const user = useSession((s) => s.user);
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const signInUrl = useSession((s) => configValue(s, "signInUrl", "/entry/signin"));
  const registrationUrl = useSession((s) => configValue(s, "registrationUrl", "/entry/register"));
  const signOutUrl = useSession((s) => configValue(s, "signOutUrl", "/entry/signout"));
  const canRegister = useSession((s) => configValue(s, "registration.method", "basic") === "basic");
  const [pathname] = useLocation();
  const search = useSearch();
  const here = { pathname, search: search ? `?${search}` : "" };

  return (
    <header className={cx(styles.header, positioning.startsWith("Static") && styles.static_)}>
      <a className={styles.skipLink} href="#main-content">
        {t("Skip to content")}
      </a>
      <Link href="/" className={styles.brand}>
        {siteName}
      </Link>
      <nav className={styles.account} aria-label={t("Account")}>
        {user.userID === 0 ? (
          <>
            <a href={withTarget(signInUrl, here)}>{t("Sign In")}</a>
            {canRegister && <a href={withTarget(registrationUrl, here)}>{t("Register")}</a>}
          </>
        ) : (
          <>
            <span data-testid="current-user">{user.name}</span>
            <a href={withTarget(signOutUrl, here)}>{t("Sign Out")}</a>
          </>
        )}
      </nav>
    </header>
  );
}

export default TitleBar;

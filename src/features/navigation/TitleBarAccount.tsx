import { lazy, Suspense } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { useIconLabels } from "../../ui/IconLabel";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { useEntryLinks } from "./use-entry-links";
import * as styles from "./title-bar.styles";

const MemberMenus = lazy(() => import("./MemberMenus").then((module) => ({ default: module.MemberMenus })));

/**
 * The wide title bar's account area (shell spec §1, §2): guests get Sign In and, while registration
 * is open, Register; members get the Notifications, Messages and My Account drop-downs (loaded
 * lazily; a same-sized space holds their place meanwhile) and a Sign Out link.
 */
export function TitleBarAccount() {
  const user = useSession((s) => s.user);
  const links = useEntryLinks();
  const isLabelled = useIconLabels();
  if (user.userID === 0) {
    return (
      <div className={styles.account}>
        <a className={styles.accountLink} href={links.signIn}>
          {t("Sign In")}
        </a>
        {links.register && (
          <a className={styles.accountLink} href={links.register}>
            {t("Register")}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <span className={visuallyHidden}>
        {t("Signed in as")} <bdi data-testid="current-user">{user.name}</bdi>
      </span>
      <Suspense
        fallback={
          <span className={cx(styles.menusPlaceholder, isLabelled && styles.menusPlaceholderLabelled)} />
        }
      >
        <MemberMenus />
      </Suspense>
      <a className={styles.accountLink} href={links.signOut}>
        {t("Sign Out")}
      </a>
    </div>
  );
}

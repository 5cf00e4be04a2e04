import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { DropDown } from "../../ui/DropDown";
import { IconLabel } from "../../ui/IconLabel";
import { UserPhoto } from "../../ui/UserPhoto";
import { AccountLinks } from "./AccountLinks";
import { accountToggleName, useOpenReports } from "./use-open-reports";
import { CountBadge } from "../../ui/CountBadge";
import * as menuStyles from "../../ui/menu-list.styles";

/**
 * The title bar's My Account drop-down (shell spec §2): the member's small photo opens their compact card
 * and account links, at least 350 wide (DECISIONS.md); a moderator's open reports show as a badge on
 * the photo. Guests have no account, so it renders nothing.
 */
export function AccountMenu() {
  const user = useSession((s) => s.user);
  const openReports = useOpenReports();
  if (user.userID === 0) return null;
  return (
    <DropDown
      buttonLabel={accountToggleName(openReports)}
      buttonType="iconMenubar"
      width="account"
      align="end"
      buttonContents={
        <>
          <span className={menuStyles.toggleIcon}>
            <UserPhoto user={user} size="small" />
            {/* Said by the toggle's name. */}
            <span aria-hidden="true">
              <CountBadge count={openReports ?? 0} tone="onPrimary" className={menuStyles.toggleBadge} />
            </span>
          </span>
          <IconLabel>{t("My Account")}</IconLabel>
        </>
      }
    >
      <AccountLinks />
    </DropDown>
  );
}

import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { DropDown } from "../../ui/DropDown";
import { IconLabel } from "../../ui/IconLabel";
import { UserPhoto } from "../../ui/UserPhoto";
import { AccountLinks } from "./AccountLinks";

/**
 * The title bar's My Account drop-down (shell spec §2): the member's small photo opens their compact card
 * and account links, at least 350 wide (DECISIONS.md). Guests have no account, so it renders nothing.
 */
export function AccountMenu() {
  const user = useSession((s) => s.user);
  if (user.userID === 0) return null;
  return (
    <DropDown
      buttonLabel={t("My Account")}
      buttonType="iconMenubar"
      width="account"
      align="end"
      buttonContents={
        <>
          <UserPhoto user={user} size="small" />
          <IconLabel>{t("My Account")}</IconLabel>
        </>
      }
    >
      <AccountLinks />
    </DropDown>
  );
}

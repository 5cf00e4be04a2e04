import { MessagesMenu } from "../conversations";
import { NotificationsMenu } from "../notifications";
import { AccountMenu } from "../users";

/**
 * A member's drop-downs in the wide title bar (shell spec §2): Notifications, Messages (it hides
 * itself while conversations are off) and My Account. Loaded on its own, so guests never download
 * the notifications, conversations and users code.
 */
export function MemberMenus() {
  return (
    <>
      <NotificationsMenu />
      <MessagesMenu />
      <AccountMenu />
    </>
  );
}

import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { countBadgeText } from "../../ui/CountBadge";
import { CountedIcon } from "../../ui/CountedIcon";
import { DropDown } from "../../ui/DropDown";
import { ConversationsList } from "./ConversationsList";

/**
 * The title bar's Messages drop-down (shell spec §2): an envelope with the unread conversations count
 * (99+ above 99, §5) opening the newest conversations. Only for signed-in members, and only while
 * `context.conversationsEnabled` is on (shell spec §7, default false).
 */
export function MessagesMenu() {
  const isShown = useSession(
    (s) => s.user.userID > 0 && configValue<boolean>(s, "context.conversationsEnabled", false) === true,
  );
  const countUnread = useSession((s) => s.user.countUnreadConversations);
  if (!isShown) return null;
  return (
    <DropDown
      buttonLabel={[t("Messages"), countBadgeText(countUnread)].filter(Boolean).join(" ")}
      buttonType="iconMenubar"
      width="account"
      align="end"
      buttonContents={<CountedIcon label={t("Messages")} icon={<EnvelopeIcon />} count={countUnread} />}
    >
      <ConversationsList />
    </DropDown>
  );
}

function EnvelopeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm.6 2 7.4 5.6L19.4 7H4.6zM19 9.3l-6.4 4.8a1 1 0 0 1-1.2 0L5 9.3V17h14z"
        fill="currentColor"
      />
    </svg>
  );
}

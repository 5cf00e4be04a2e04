import { useId, useRef, useState, type KeyboardEvent } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { CountBadge } from "../../ui/CountBadge";
import { ConversationsList } from "../conversations";
import { NotificationsList } from "../notifications";
import { AccountLinks } from "./AccountLinks";
import * as styles from "./account.styles";

/** The tabs of the compact account panel (shell spec §2). */
export type AccountPanelTab = "me" | "notifications" | "messages";

/**
 * The compact-mode account panel (shell spec §2 "Compact mode also has an account panel with tabs Me,
 * Notifications and Messages"): ARIA tabs over the account links, the notifications list and, while
 * `context.conversationsEnabled` is on, the conversations list. Renders nothing for guests. It opens
 * on `initialTab` (the compact bar's Notifications and Messages buttons open their own tab).
 */
export function AccountPanel({ initialTab = "me" }: { initialTab?: AccountPanelTab } = {}) {
  const isSignedIn = useSession((s) => s.user.userID > 0);
  const isConversationsEnabled = useSession(
    (s) => configValue<boolean>(s, "context.conversationsEnabled", false) === true,
  );
  const countNotifications = useSession((s) => s.user.countUnreadNotifications);
  const countConversations = useSession((s) => s.user.countUnreadConversations);
  const [selected, setSelected] = useState<AccountPanelTab>(initialTab);
  const tabRefs = useRef(new Map<AccountPanelTab, HTMLButtonElement>());
  const baseID = useId();

  if (!isSignedIn) return null;

  const tabs: { id: AccountPanelTab; label: string; count: number }[] = [
    { id: "me", label: t("Me"), count: 0 },
    { id: "notifications", label: t("Notifications"), count: countNotifications },
    ...(isConversationsEnabled
      ? [{ id: "messages" as const, label: t("Messages"), count: countConversations }]
      : []),
  ];
  // The Messages tab can vanish while chosen (the setting turned off): fall back to Me.
  const current = tabs.some((tab) => tab.id === selected) ? selected : "me";
  const tabID = (id: AccountPanelTab) => `${baseID}-tab-${id}`;
  const panelID = `${baseID}-panel`;

  function select(id: AccountPanelTab) {
    setSelected(id);
    tabRefs.current.get(id)?.focus();
  }

  // WAI-ARIA tabs pattern: arrows move between tabs (wrapping), Home and End jump; choosing selects.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
  }

  return (
    <div>
      <div role="tablist" aria-label={t("My Account")} className={styles.tabList} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabID(tab.id)}
            aria-selected={tab.id === current}
            aria-controls={tab.id === current ? panelID : undefined}
            tabIndex={tab.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
            {/* Seen only: the tab's name stays its label; the panel marks each unread entry. */}
            <span aria-hidden="true">
              <CountBadge count={tab.count} />
            </span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelID}
        aria-labelledby={tabID(current)}
        tabIndex={0}
        className={styles.tabPanel}
      >
        {current === "me" && <AccountLinks />}
        {current === "notifications" && <NotificationsList />}
        {current === "messages" && <ConversationsList />}
      </div>
    </div>
  );
}

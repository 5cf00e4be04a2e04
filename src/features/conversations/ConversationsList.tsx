import type { ReactNode } from "react";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { DropDownItem } from "../../ui/DropDownItem";
import { Loader } from "../../ui/Loader";
import { UserPhoto } from "../../ui/UserPhoto";
import { useDropDownContext } from "../../ui/dropdown-context";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { useConversations } from "./use-conversations";
import * as styles from "./conversations.styles";

/** Where "New Message" leads; a named recipient has `/messages/add/{name}` (shell spec §2). */
export const NEW_MESSAGE_URL = "/messages/add";
/** Where "View All" leads: the member's inbox. */
export const INBOX_URL = "/messages/inbox";

/** Props of {@link ConversationsList}. */
export interface ConversationsListProps {
  /** How many of the most recently active conversations to show; the hook's default otherwise. */
  limit?: number;
}

/**
 * The member's newest conversations with New Message and View All, shared by the title bar's Messages
 * drop-down and the compact account panel (shell spec §2). Inside a DropDown the links are menu items;
 * elsewhere a plain list. New Message needs conversations.add (shell spec §6).
 */
export function ConversationsList({ limit }: ConversationsListProps) {
  const { data, error, isLoading } = useConversations({ limit });
  const viewerID = useSession((s) => s.user.userID);
  const canAdd = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const isInMenu = useDropDownContext() !== null;

  let body: ReactNode;
  if (data && data.length > 0) {
    const entries = data.map((conversation) => (
      <EntryLink
        key={conversation.conversationID}
        isInMenu={isInMenu}
        isListItem={!isInMenu}
        to={conversation.url}
      >
        <ConversationEntry conversation={conversation} viewerID={viewerID} />
      </EntryLink>
    ));
    body = isInMenu ? entries : <ul className={styles.list}>{entries}</ul>;
  } else if (data) {
    body = <p className={styles.message}>{t("You don't have any messages yet.")}</p>;
  } else if (error) {
    body = <p className={styles.message}>{errorMessageOf(error)}</p>;
  } else if (isLoading) {
    body = <Loader size="small" />;
  }

  return (
    <>
      {(isInMenu || canAdd) && (
        <div className={styles.header} role={isInMenu ? "presentation" : undefined}>
          {isInMenu && <span className={styles.title}>{t("Messages")}</span>}
          {canAdd && (
            <EntryLink isInMenu={isInMenu} to={NEW_MESSAGE_URL} className={styles.headerLink}>
              {t("New Message")}
            </EntryLink>
          )}
        </div>
      )}
      {body}
      <div className={styles.footer} role={isInMenu ? "presentation" : undefined}>
        <EntryLink isInMenu={isInMenu} to={INBOX_URL}>
          {t("View All")}
        </EntryLink>
      </div>
    </>
  );
}

/**
 * One conversation: the others' photo and names, the newest message's excerpt and time, unread mark.
 * The inbox page lists the same entries.
 */
export function ConversationEntry({
  conversation,
  viewerID,
}: {
  conversation: Conversation;
  viewerID: number;
}) {
  const others = conversation.participants.filter((participant) => participant.userID !== viewerID);
  const shown = others[0]?.user ?? conversation.lastMessage?.insertUser ?? conversation.insertUser;
  const names = others.map((participant) => participant.user.name).join(", ") || conversation.name;
  const excerpt = conversation.lastMessage?.body ?? conversation.body;
  return (
    <>
      {/* The names follow as text: the photo is decoration here, not a second reading of them. */}
      <span aria-hidden="true">
        <UserPhoto user={shown ?? { name: names, photoUrl: "" }} size="small" />
      </span>
      <span className={styles.entryText}>
        <bdi className={styles.names}>{names}</bdi>
        {excerpt && <bdi className={styles.excerpt}>{excerpt}</bdi>}
        <DateTime date={conversation.dateLastMessage} mode="relative" className={styles.meta} />
      </span>
      {conversation.unread && (
        <span className={styles.unreadDot}>
          <span className={visuallyHidden}>{t("Unread")}</span>
        </span>
      )}
    </>
  );
}

interface EntryLinkProps {
  isInMenu: boolean;
  /** Wraps the link in an `<li>` (outside a menu, in a list). */
  isListItem?: boolean;
  to: string;
  className?: string;
  children: ReactNode;
}

/** A menu item inside a drop-down (closing it on click), a plain sanitised link elsewhere. */
function EntryLink({ isInMenu, isListItem = false, to, className = styles.entry, children }: EntryLinkProps) {
  if (isInMenu)
    return (
      <DropDownItem to={to} className={className}>
        {children}
      </DropDownItem>
    );
  const link = (
    <a href={sanitizeLink(to)} className={className}>
      {children}
    </a>
  );
  return isListItem ? <li>{link}</li> : link;
}

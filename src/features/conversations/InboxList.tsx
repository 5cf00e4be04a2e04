import { Link } from "wouter";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { useSession } from "../../../runtime/data/session-store";
import { ConversationEntry } from "./ConversationsList";
import * as styles from "./conversations.styles";

/**
 * The inbox's conversations, newest activity first: the same entries as the Messages menu (the
 * others' names, the newest message's excerpt and time, an unread mark), each a link to its page.
 */
export function InboxList({ conversations }: { conversations: readonly Conversation[] }) {
  const viewerID = useSession((s) => s.user.userID);
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => (
        <li key={conversation.conversationID}>
          <Link href={conversation.url} className={styles.entry}>
            <ConversationEntry conversation={conversation} viewerID={viewerID} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

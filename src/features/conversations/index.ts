export {
  CONVERSATIONS_LIMIT,
  conversationsKey,
  useConversations,
  type UseConversationsOptions,
} from "./use-conversations";
export { MessagesMenu } from "./MessagesMenu";
export {
  INBOX_URL,
  NEW_MESSAGE_URL,
  ConversationsList,
  type ConversationsListProps,
} from "./ConversationsList";

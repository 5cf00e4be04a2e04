export {
  CONVERSATIONS_LIMIT,
  conversationsKey,
  useConversations,
  type UseConversationsOptions,
} from "./use-conversations";

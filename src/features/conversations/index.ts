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
export { ConversationEntry } from "./ConversationsList";
export { InboxList } from "./InboxList";
export { MessageThread, messageAnchorID } from "./MessageThread";
export { MessageComposer, type MessageComposerProps } from "./MessageComposer";
export { ParticipantPicker, type ParticipantPickerProps } from "./ParticipantPicker";
export {
  INBOX_PAGE_LIMIT,
  addParticipants,
  leaveConversation,
  MESSAGES_PAGE_LIMIT,
  sendMessage,
  startConversation,
  useConversation,
  useConversationsEnabled,
  useInbox,
  useMessages,
  useRefreshConversations,
  type ListPage,
} from "./conversation-api";
export { LeaveConversationButton, LEAVE_CONVERSATION_TEXT } from "./LeaveConversationButton";
export { AddParticipantsForm, ADD_PEOPLE_TEXT } from "./AddParticipantsForm";
export {
  MESSAGE_PREFERENCES_KEY,
  MESSAGE_PREFERENCES_SAVED_TEXT,
  MessagePreferencesForm,
  ONLY_KNOWN_TEXT,
} from "./MessagePreferencesForm";
export { BLOCK_TEXT, BlockMemberButton, UNBLOCK_TEXT, blockedMembersKey } from "./BlockMemberButton";

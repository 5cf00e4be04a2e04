import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import type { Message } from "../../../schemas/entities/message.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import type { Paging } from "../../../runtime/api/paging";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { checkUserCounts, userCountsStore } from "../notifications";

/** Conversations an inbox page lists. */
export const INBOX_PAGE_LIMIT = 30;
/** Messages a conversation page shows (the API's most). */
export const MESSAGES_PAGE_LIMIT = 100;

/** A page of a list and its paging headers. */
export interface ListPage<T> {
  items: T[];
  paging: Paging | undefined;
}

/** Whether the viewer may read conversations: signed in, with `context.conversationsEnabled` on. */
export function useConversationsEnabled(): boolean {
  return useSession((s) => configValue<boolean>(s, "context.conversationsEnabled", false) === true);
}

// Every key here starts with "conversations" or "messages", as the Messages menu's key does, so one
// revalidation after a write refreshes them all (see useRefreshConversations).
type InboxKey = readonly ["conversations:inbox", number];
type MessagesKey = readonly ["messages:thread", number, number];

async function loadInbox([, page]: InboxKey): Promise<ListPage<Conversation>> {
  const response = await apiClient.get<Conversation[]>("conversations", {
    query: { page, limit: INBOX_PAGE_LIMIT, expand: "insertUser" },
  });
  return { items: response.data, paging: response.paging };
}

async function loadMessages([, conversationID, page]: MessagesKey): Promise<ListPage<Message>> {
  const response = await apiClient.get<Message[]>("messages", {
    query: { conversationID, page, limit: MESSAGES_PAGE_LIMIT, expand: "insertUser" },
  });
  return { items: response.data, paging: response.paging };
}

/** A page of the viewer's conversations, newest activity first (`GET /conversations`). */
export function useInbox(page: number, isEnabled: boolean) {
  const key: InboxKey | null = isEnabled ? ["conversations:inbox", page] : null;
  return useSWR<ListPage<Conversation>, ApiError>(key, loadInbox, { keepPreviousData: true });
}

/** One conversation as the viewer sees it (`GET /conversations/{id}`). */
export function useConversation(conversationID: number | null) {
  return useSWR<Conversation, ApiError>(
    conversationID === null ? null : `conversations/${conversationID}`,
    async (path: string) => (await apiClient.get<Conversation>(path)).data,
  );
}

/** A page of a conversation's messages, oldest first; reading them marks the conversation read. */
export function useMessages(conversationID: number | null, page: number) {
  const key: MessagesKey | null = conversationID === null ? null : ["messages:thread", conversationID, page];
  return useSWR<ListPage<Message>, ApiError>(key, loadMessages);
}

const isConversationKey = (key: unknown): boolean => {
  const first = Array.isArray(key) ? key[0] : key;
  return typeof first === "string" && (first.startsWith("conversations") || first.startsWith("messages"));
};

/**
 * After reading or writing: revalidates every cached conversation list and conversation (the
 * Messages menu's list among them), and the message pages too with `threads` (after a write; after
 * a read they are what was just loaded), and asks for the unread counts at once, past the counts'
 * throttle, so the title bar's badge follows.
 */
export function useRefreshConversations(): (options?: { threads?: boolean }) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ threads = false } = {}) => {
      userCountsStore.update((state) => {
        state.lastRequested = null;
      });
      const isThread = (key: unknown) => Array.isArray(key) && key[0] === "messages:thread";
      await Promise.all([
        checkUserCounts(),
        mutate((key) => isConversationKey(key) && (threads || !isThread(key))),
      ]);
    },
    [mutate],
  );
}

/** Sends a message (`POST /messages`) and answers it. */
export async function sendMessage(conversationID: number, body: string, format: string): Promise<Message> {
  const { data } = await apiClient.post<Message>("messages", { body: { conversationID, body, format } });
  return data;
}

/** Starts a conversation with a first message (`POST /conversations`) and answers it. */
export async function startConversation(
  participantUserIDs: number[],
  body: string,
  format: string,
): Promise<Conversation> {
  const { data } = await apiClient.post<Conversation>("conversations", {
    body: { participantUserIDs, initialBody: body, initialFormat: format },
  });
  return data;
}

/** Leaves a conversation (`DELETE /conversations/{id}/leave`). */
export async function leaveConversation(conversationID: number): Promise<void> {
  await apiClient.delete(`conversations/${conversationID}/leave`);
}

/** Adds people to a conversation (`POST /conversations/{id}/participants`). */
export async function addParticipants(conversationID: number, participantUserIDs: number[]): Promise<void> {
  await apiClient.post(`conversations/${conversationID}/participants`, { body: { participantUserIDs } });
}

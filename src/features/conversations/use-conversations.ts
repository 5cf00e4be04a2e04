import useSWR from "swr";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { apiFetcher } from "../../../runtime/data/swr-config";

/** How many conversations a list asks for by default (Vanilla's `GET /conversations` default). */
export const CONVERSATIONS_LIMIT = 50;

/** The swr key of the newest conversations: the API path with its query (runtime/data/swr-config). */
export function conversationsKey(limit = CONVERSATIONS_LIMIT): string {
  return `conversations?limit=${limit}`;
}

/** Options of {@link useConversations}. */
export interface UseConversationsOptions {
  /** How many of the most recently active conversations to load. */
  limit?: number;
}

/**
 * The signed-in user's conversations, newest activity first (content spec §7 `GET /conversations`).
 * Nothing is requested for guests or while `context.conversationsEnabled` is off (content spec §3,
 * default false): the server would refuse.
 */
export function useConversations({ limit = CONVERSATIONS_LIMIT }: UseConversationsOptions = {}) {
  const canRead = useSession(
    (state) =>
      state.user.userID > 0 && configValue<boolean>(state, "context.conversationsEnabled", false) === true,
  );
  return useSWR<Conversation[]>(canRead ? conversationsKey(limit) : null, apiFetcher);
}

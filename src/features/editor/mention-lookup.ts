import { apiClient } from "../../../runtime/api/api-client";
import { ApiError } from "../../../runtime/api/api-error";
import { mentionConstants } from "./mention-constants";
import type { MentionUser } from "./mention-sort";

/**
 * The users whose names start with `prefix`: `GET /users/by-names?name={prefix}*&order=mention&limit=50`
 * (content spec §7). Only a status of 500 or above (or no answer) is an error (spec §8); another
 * refusal means no suggestions.
 */
export async function lookupMentionUsers(prefix: string, signal?: AbortSignal): Promise<MentionUser[]> {
  try {
    const { data } = await apiClient.get<MentionUser[]>("users/by-names", {
      query: { name: `${prefix}*`, order: "mention", limit: mentionConstants.limit },
      signal,
    });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) return [];
    throw error;
  }
}

import useSWR from "swr";
import type { User } from "../../../schemas/entities/user.schema";
import type { Comment } from "../../../schemas/entities/comment.schema";
import type { ReactedRecord } from "../../../schemas/api/user-lookup.schema";
import type { PagingInfo } from "../../../schemas/entities/paging.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { stringifyQuery } from "../../../runtime/url/query-string";
import { PROFILE_PAGE_SIZE } from "./profile-route";

/** The reactions a profile shows come with the member's record (content spec §7). */
const PROFILE_EXPAND = "reactionsReceived";

/**
 * The swr key of the member a profile address names: by user ID when it has one (`GET /users/{id}`),
 * else by name (`GET /users?name=`).
 */
export function profileKey({ name, userID }: { name: string; userID: number | null }): string | null {
  if (userID !== null) return `users/${userID}?${stringifyQuery({ expand: PROFILE_EXPAND })}`;
  return name ? `users?${stringifyQuery({ name, expand: PROFILE_EXPAND })}` : null;
}

/**
 * The member a profile address names, as the server shows them to the viewer: a private profile, or
 * a banned one with ui.bannedPrivateProfile on, arrives reduced to its name and photo (content spec
 * §6). `user` is null when there is no such member; undefined while loading.
 */
export function useProfile(address: { name: string; userID: number | null }) {
  const answer = useSWR<User | User[], ApiError>(profileKey(address), apiFetcher);
  if (answer.error?.status === 404) return { user: null, error: undefined };
  const { data } = answer;
  const user = data === undefined ? undefined : Array.isArray(data) ? (data[0] ?? null) : data;
  return { user, error: answer.error };
}

/** One page of a member's comments and where it sits. */
export interface ProfileCommentPage {
  comments: Comment[];
  paging: PagingInfo;
}

/** The swr key of a page of a member's comments, newest first (`GET /comments?insertUserID=`). */
export function profileCommentsKey(userID: number, page: number): string {
  const query = { insertUserID: userID, sort: "-dateInserted", page, limit: PROFILE_PAGE_SIZE };
  return `comments?${stringifyQuery(query)}`;
}

async function fetchCommentPage(key: string): Promise<ProfileCommentPage> {
  const { items, paging } = await fetchPage<Comment>(key);
  return { comments: items, paging };
}

/** A page of a list through the API client; the paging comes from the response headers. */
async function fetchPage<T>(key: string): Promise<{ items: T[]; paging: PagingInfo }> {
  const response = await apiClient.get<T[]>(key);
  return { items: response.data, paging: response.paging ?? { currentPage: 1, limit: PROFILE_PAGE_SIZE } };
}

/** A page of a member's comments; another page keeps the last one on screen while it loads. */
export function useProfileComments(userID: number, page: number) {
  return useSWR<ProfileCommentPage, ApiError>(profileCommentsKey(userID, page), fetchCommentPage, {
    keepPreviousData: true,
  });
}

/** The swr key of a page of a member's posts that received a reaction (`GET /users/{id}/reacted`). */
export function profileReactedKey(userID: number, urlcode: string, page: number): string {
  return `users/${userID}/reacted?${stringifyQuery({ reactionUrlcode: urlcode, page, limit: PROFILE_PAGE_SIZE })}`;
}

/** A page of a member's posts that received a reaction, the latest reacted to first. */
export function useProfileReacted(userID: number, urlcode: string, page: number) {
  return useSWR<{ items: ReactedRecord[]; paging: PagingInfo }, ApiError>(
    profileReactedKey(userID, urlcode, page),
    fetchPage<ReactedRecord>,
    { keepPreviousData: true },
  );
}

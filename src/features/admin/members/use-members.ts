import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { Role } from "../../../../schemas/api/roles.schema";
import type { MemberListSort, UserBan, UserBanEntry } from "../../../../schemas/api/users-admin.schema";
import type { User } from "../../../../schemas/entities/user.schema";

/** Members per page of the dashboard's list. */
export const MEMBERS_PAGE_SIZE = 30;

/** What the members list shows: a name or email prefix, all members or the banned ones, in an order. */
export interface MemberFilter {
  query: string;
  bannedOnly: boolean;
  sort: MemberListSort;
}

interface MembersPage {
  users: User[];
  nextCursor?: string;
}

/** The cursor of a next-page address (`/api/v2/users?…&cursor=…`). */
function cursorOf(nextURL: string | undefined): string | undefined {
  if (!nextURL) return undefined;
  return new URL(nextURL, "http://plaza.invalid").searchParams.get("cursor") ?? undefined;
}

async function loadMembersPage([, query, bannedOnly, sort, cursor]: readonly [
  string,
  string,
  boolean,
  MemberListSort,
  string?,
]) {
  const response = await apiClient.get<User[]>("users", {
    query: {
      limit: MEMBERS_PAGE_SIZE,
      ...(sort !== "name" ? { sort } : {}),
      ...(query ? { query } : {}),
      ...(bannedOnly ? { isBanned: true } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
  return { users: response.data, nextCursor: cursorOf(response.paging?.nextURL) } satisfies MembersPage;
}

/**
 * The members list (`GET /users` with `query`, `isBanned`, `sort`, `cursor`): pages in the order
 * asked (by name unless told), more loaded on
 * asking; `refresh` reloads the pages shown after a change.
 */
export function useMembers(filter: MemberFilter) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<MembersPage, ApiError>(
    (index: number, previous: MembersPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      return [
        "dashboard:members",
        filter.query,
        filter.bannedOnly,
        filter.sort,
        previous?.nextCursor,
      ] as const;
    },
    loadMembersPage,
  );
  const members = data?.flatMap((page) => page.users);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const isLoadingMore = isValidating && data !== undefined && data.length < size;
  return { members, error, hasMore, isLoadingMore, loadMore: () => setSize(size + 1), refresh: mutate };
}

/** The roles a member may be given (`GET /roles`, shell spec §7 limit): Guest and Banned are not. */
export function useAssignableRoles() {
  const { data, error } = useSWR<Role[], ApiError>("dashboard:roles", async () =>
    (await apiClient.get<Role[]>("roles", { query: { limit: 500 } })).data.filter(
      (role) => role.type !== "guest" && role.type !== "banned",
    ),
  );
  return { roles: data, error };
}

/** Bans or unbans a member with a reason (`PUT /users/{id}/ban`). */
export async function setBanned(userID: number, banned: boolean, reason: string): Promise<UserBan> {
  const body = { banned, ...(reason.trim() ? { reason: reason.trim() } : {}) };
  return (await apiClient.put<UserBan>(`users/${userID}/ban`, { body })).data;
}

/** Sets a member's roles (`PATCH /users/{id}` with `roleID`). */
export async function setRoles(userID: number, roleIDs: number[]): Promise<User> {
  return (await apiClient.patch<User>(`users/${userID}`, { body: { roleID: roleIDs } })).data;
}

/** The reason of a member's latest ban (`GET /users/{id}/bans`), while `isWanted`. */
export function useLatestBanReason(userID: number, isWanted: boolean): string | undefined {
  const { data } = useSWR<UserBanEntry[], ApiError>(
    isWanted ? `dashboard:bans:${userID}` : null,
    async () => (await apiClient.get<UserBanEntry[]>(`users/${userID}/bans`)).data,
  );
  return data?.find((entry) => entry.banned)?.reason;
}

/** Adds a member (`POST /users`); the server mails them a link to choose their password. */
export async function addMember(body: { name: string; email: string; roleID: number[] }): Promise<User> {
  return (await apiClient.post<User>("users", { body })).data;
}

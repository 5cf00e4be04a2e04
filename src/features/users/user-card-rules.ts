import type { User } from "../../../schemas/entities/user.schema";

/** Any of these lets a viewer open user cards (shell spec §2 "User card", §6). */
export const USER_CARD_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"] as const;

/** Why a card shows only the restricted view, or null for the full card. */
export type RestrictedReason = "banned" | "private" | null;

/** What the viewer brings to the restriction rule. */
export interface CardViewer {
  userID: number;
  canViewPersonalInfo: boolean;
  /** Config `ui.bannedPrivateProfile`: banned profiles are hidden like private ones. */
  isBannedPrivate: boolean;
}

/**
 * Shell spec §2: a restricted Banned or Private view shows when the profile is private, or the user is
 * banned and ui.bannedPrivateProfile is on; never for holders of personalInfo.view or the user themself.
 * A banned user hidden by that setting reads as Banned, even when the profile is also private.
 */
export function restrictedReason(
  user: Pick<User, "userID" | "private" | "banned">,
  viewer: CardViewer,
): RestrictedReason {
  if (viewer.canViewPersonalInfo || viewer.userID === user.userID) return null;
  if (user.banned === 1 && viewer.isBannedPrivate) return "banned";
  return user.private ? "private" : null;
}

/** Shell spec §2: Message shows only with conversations on, conversations.add, and the user not banned. */
export function canMessageUser(
  user: Pick<User, "banned">,
  viewer: { isConversationsEnabled: boolean; canAddConversation: boolean },
): boolean {
  return viewer.isConversationsEnabled && viewer.canAddConversation && user.banned !== 1;
}

/** The new-message route for a named recipient (shell spec §2 `/messages/add/{name}`). */
export function newMessageUrl(name: string): string {
  return `/messages/add/${encodeURIComponent(name)}`;
}

/** The lists of a profile page (content spec §2 profile links). */
export type ProfileTab = "discussions" | "comments";

/** How many discussions or comments a page of a profile's list holds. */
export const PROFILE_PAGE_SIZE = 30;

/**
 * The names placeholder users carry (shell spec §3: User Deleted, Unknown User, Removed User; a user
 * with no name shows "Deleted User"): their profile addresses show the deleted placeholder.
 */
const PLACEHOLDER_NAMES = new Set(["deleted user", "user deleted", "unknown user", "removed user"]);

/** What a profile address names: the member's name (its last segment) and the list to show. */
export interface ProfileRoute {
  name: string;
  tab: ProfileTab;
}

/**
 * Reads a profile address: /profile/{name}, /profile/{segment}/{name}, /profile/discussions/{segment}/{name},
 * /profile/comments/{segment}/{name} and /profile/reactions/{name}. The name is always the last
 * segment. Reactions received are not served yet, so that address shows the discussions.
 */
export function readProfileRoute(pathname: string): ProfileRoute {
  const segments = pathname.replace(/\/+$/, "").split("/");
  const last = segments.at(-1) ?? "";
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return { name: name.trim(), tab: segments[2] === "comments" ? "comments" : "discussions" };
}

/** Whether a profile address names a placeholder user rather than a member. */
export function isPlaceholderName(name: string): boolean {
  return name === "" || PLACEHOLDER_NAMES.has(name.toLowerCase());
}

/** A member's discussions or comments list (content spec §2 profile links), at a page. */
export function profileTabUrl(tab: ProfileTab, user: { userID: number; name: string }, page = 1): string {
  const url = `/profile/${tab}/${user.userID}/${encodeURIComponent(user.name)}`;
  return page > 1 ? `${url}?page=${page}` : url;
}

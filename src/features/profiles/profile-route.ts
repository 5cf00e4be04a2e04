/** The lists of a profile page (content spec §2 profile links). */
export type ProfileTab = "discussions" | "comments" | "reactions";

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
  /** The user ID segment before the name, when there is one: it outlives a change of name. */
  userID: number | null;
  tab: ProfileTab;
}

const TAB_SEGMENTS: Record<string, ProfileTab> = { comments: "comments", reactions: "reactions" };

/**
 * Reads a profile address: /profile/{name}, /profile/{segment}/{name}, /profile/discussions/{segment}/{name},
 * /profile/comments/{segment}/{name} and /profile/reactions/{name}. The name is always the last
 * segment, the user ID (when numeric) the one before it; a one-segment address is the profile itself
 * (its discussions).
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
  const tab = segments.length > 3 ? TAB_SEGMENTS[segments[2] ?? ""] : undefined;
  const segment = segments.length > 3 ? (segments.at(-2) ?? "") : "";
  const userID = /^\d{1,15}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;
  return { name: name.trim(), userID, tab: tab ?? "discussions" };
}

/** Whether a profile address names a placeholder user rather than a member. */
export function isPlaceholderName(name: string): boolean {
  return name === "" || PLACEHOLDER_NAMES.has(name.toLowerCase());
}

/** A member's discussions or comments list (content spec §2 profile links), at a page. */
export function profileTabUrl(
  tab: Exclude<ProfileTab, "reactions">,
  user: { userID: number; name: string },
  page = 1,
): string {
  const url = `/profile/${tab}/${user.userID}/${encodeURIComponent(user.name)}`;
  return page > 1 ? `${url}?page=${page}` : url;
}

/**
 * A member's posts that received a reaction (content spec §2 `/profile/reactions/{name}?reaction=`);
 * without one, the reactions list opens on the first reaction they received.
 */
export function profileReactionsUrl(name: string, urlcode?: string, page = 1): string {
  const query = new URLSearchParams();
  if (urlcode) query.set("reaction", urlcode);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/profile/reactions/${encodeURIComponent(name)}${search ? `?${search}` : ""}`;
}

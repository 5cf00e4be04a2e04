import type { UserFragment } from "../../../schemas/entities/user.schema";
import { mentionConstants } from "./mention-constants";

/** A suggested user: the fragment `GET /users/by-names` answers. */
export type MentionUser = Pick<UserFragment, "userID" | "name" | "photoUrl" | "dateLastActive">;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mention suggestions in the spec's order (content spec §5): an exact (case-insensitive) name match
 * first, then users active in the last 90 days, then names beginning with the typed text, then
 * alphabetical. Returns a new array.
 */
export function sortMentionSuggestions(
  users: readonly MentionUser[],
  typed: string,
  now: Date | number = Date.now(),
): MentionUser[] {
  const query = typed.toLowerCase();
  const since = new Date(now).getTime() - mentionConstants.activeDays * DAY_MS;
  const keyOf = (user: MentionUser) => {
    const name = user.name.toLowerCase();
    const lastActive = user.dateLastActive ? Date.parse(user.dateLastActive) : Number.NaN;
    return {
      exact: name === query ? 0 : 1,
      active: lastActive >= since ? 0 : 1,
      starts: name.startsWith(query) ? 0 : 1,
      name,
    };
  };
  return users
    .map((user) => ({ user, key: keyOf(user) }))
    .sort(
      (a, b) =>
        a.key.exact - b.key.exact ||
        a.key.active - b.key.active ||
        a.key.starts - b.key.starts ||
        a.key.name.localeCompare(b.key.name) ||
        a.user.name.localeCompare(b.user.name),
    )
    .map(({ user }) => user);
}

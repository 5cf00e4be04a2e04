import type { UserKind } from "./discussion-actions.table";

/**
 * Shorthand for the `allowed` values of the permission table's rows, in the order of `userKinds`
 * (discussion-actions.table.ts).
 */
export function who(
  guest: boolean,
  member: boolean,
  author: boolean,
  categoryModerator: boolean,
  admin: boolean,
  banned: boolean,
): Record<UserKind, boolean> {
  return { guest, member, author, categoryModerator, admin, banned };
}

/** Allowed. */
export const Y = true;
/** Refused. */
export const N = false;

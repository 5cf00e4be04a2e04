/** A member's profile page by name (shell spec §2 "/profile links"), for a user record without its `url`. */
export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

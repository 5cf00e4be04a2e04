/** Where the server draws letter avatars: `/api/v2/avatars/{name}.svg`. */
export const LETTER_AVATAR_PREFIX = "/api/v2/avatars/";

/**
 * The address of a name's letter avatar (its initials on a colour from the name). It depends on the
 * name alone, so the picture is cached for good and shared by every page that shows the member.
 */
export function letterAvatarUrl(name: string): string {
  return `${LETTER_AVATAR_PREFIX}${encodeURIComponent(name)}.svg`;
}

/** Whether a photo address is a letter avatar (the picture of a member with no photo of their own). */
export function isLetterAvatarUrl(url: string): boolean {
  try {
    return new URL(url, "http://site.invalid").pathname.startsWith(LETTER_AVATAR_PREFIX);
  } catch {
    return false;
  }
}

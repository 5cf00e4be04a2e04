/**
 * A legacy discussion's `announce` as a draft's pin location (content spec §3): 0 none, 1 category,
 * anything else recent.
 */
export function pinLocationOfAnnounce(announce: unknown): "none" | "category" | "recent" {
  const value = Number(announce ?? 0);
  if (value === 0 || announce === false) return "none";
  if (value === 1 || announce === true) return "category";
  return "recent";
}

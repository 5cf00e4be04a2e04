/**
 * A URL code made from a category's name, as a site manager would write it: accents dropped,
 * lower-case letters and digits, dashes between words ("Café & Chat" → "cafe-chat"); "category"
 * for a name with none of them.
 */
export function urlcodeFrom(name: string): string {
  const code = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return code || "category";
}

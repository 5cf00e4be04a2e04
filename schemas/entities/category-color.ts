/** A CSS hex colour `#rrggbb` as a JSON-schema pattern (its own module: the first load reads it). */
export const CATEGORY_COLOR_PATTERN = "^#[0-9a-fA-F]{6}$";

import { CATEGORY_COLOR_PATTERN } from "../../../schemas/entities/category-color";

const colorPattern = new RegExp(CATEGORY_COLOR_PATTERN);

/**
 * A category's colour when it is a CSS hex colour `#rrggbb`, otherwise undefined (the neutral one
 * shows). The API only stores such colours; this guards markup against anything else.
 */
export function categoryColor(color: string | null | undefined): string | undefined {
  return typeof color === "string" && colorPattern.test(color) ? color : undefined;
}

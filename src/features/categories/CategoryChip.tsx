import { cx } from "@linaria/core";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { categoryColor } from "./category-color";
import * as styles from "./CategoryChip.styles";

/** Props of {@link CategoryChip}. */
export interface CategoryChipProps {
  category: { name: string; url: string; color?: string | null };
  className?: string;
}

/** A small decorative dot in a category's colour (the neutral one without a `#rrggbb` colour). */
export function CategoryColorDot({ color, className }: { color?: string | null; className?: string }) {
  const safeColor = categoryColor(color);
  return (
    <span
      className={cx(styles.dot, className)}
      style={safeColor ? { backgroundColor: safeColor } : undefined}
      aria-hidden="true"
      data-category-color={safeColor ?? "none"}
    />
  );
}

/**
 * A link to a category: a small dot in the category's colour (a neutral one without) and its name.
 * The name keeps the theme's text colour, so its contrast does not depend on the category's colour;
 * the dot is decorative, since the name says which category it is.
 */
export function CategoryChip({ category, className }: CategoryChipProps) {
  return (
    <a href={sanitizeLink(category.url)} className={cx(styles.chip, className)}>
      <CategoryColorDot color={category.color} />
      <bdi className={styles.name}>{category.name}</bdi>
    </a>
  );
}

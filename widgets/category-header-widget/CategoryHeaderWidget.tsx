import type { CategoryHeaderWidgetProps } from "../../schemas/widgets/category-header-widget.schema";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { CategoryFollowButton, categoryColor } from "../../src/features/categories";
import * as styles from "./CategoryHeaderWidget.styles";

/**
 * CategoryHeaderWidget: the category page's banner image (decorative, when set), then its name as the
 * page's h1 beside a bar in the category's colour and the follow button, then its description. The
 * text keeps the theme's colours; only the bar carries the category's. Nothing off a category page.
 */
export function CategoryHeaderWidget({
  category,
  hideBanner,
  hideDescription,
  hideFollow,
}: CategoryHeaderWidgetProps) {
  if (!category) return null;
  const color = categoryColor(category.color);
  const bannerUrl = !hideBanner && category.bannerUrl ? sanitizeLink(category.bannerUrl) : undefined;
  return (
    <header className={styles.root}>
      {bannerUrl ? <img className={styles.banner} src={bannerUrl} alt="" /> : null}
      <div className={styles.titleRow}>
        <span
          className={styles.accent}
          style={color ? { backgroundColor: color } : undefined}
          data-category-color={color ?? "none"}
          aria-hidden="true"
        />
        <h1 className={styles.title} dir="auto">
          {category.name}
        </h1>
        {hideFollow ? null : (
          <div className={styles.follow}>
            <CategoryFollowButton
              categoryID={category.categoryID}
              categoryName={category.name}
              isFollowed={category.followed ?? false}
              alignment="end"
            />
          </div>
        )}
      </div>
      {!hideDescription && category.description ? (
        <p className={styles.description} dir="auto">
          {category.description}
        </p>
      ) : null}
    </header>
  );
}

export default CategoryHeaderWidget;

import { useId } from "react";
import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import { DateTime } from "../../src/ui/DateTime";
import { CategoryColorDot } from "../../src/features/categories";
import * as styles from "./CategoriesWidget.styles";

/** One category of the widget's preloaded data (a tree's children have the same shape). */
export type CategoryItemData = NonNullable<CategoriesWidgetProps["itemData"]>[number];

const headingTags = ["h2", "h3", "h4", "h5", "h6"] as const;

function LastPost({ post }: { post: NonNullable<CategoryItemData["lastPost"]> }) {
  return (
    <p className={styles.lastPost}>
      <span className={styles.lastPostLabel}>{t("Latest discussion")}</span>{" "}
      <a href={sanitizeLink(post.url)} dir="auto">
        {post.name}
      </a>{" "}
      <span className={styles.lastPostMeta}>
        <DateTime date={post.dateInserted} mode="relative" /> · {t("Started by")}{" "}
        {post.insertUser.url ? (
          <a href={sanitizeLink(post.insertUser.url)} dir="auto">
            {post.insertUser.name}
          </a>
        ) : (
          <bdi>{post.insertUser.name}</bdi>
        )}
      </span>
    </p>
  );
}

/**
 * A category: its name (a heading one level below its parent's; `level` 1 is an h3), description, counts and newest
 * discussion when preloaded, then its subcategories as a nested list labelled by its name.
 */
export function CategoryItem({
  category,
  showDescription,
  level = 1,
}: {
  category: CategoryItemData;
  showDescription: boolean;
  level?: number;
}) {
  const nameID = useId();
  const Heading = headingTags[Math.min(level, headingTags.length - 1)] ?? "h6";
  const children = (category.children ?? []) as CategoryItemData[];
  return (
    <>
      <Heading id={nameID} className={styles.name}>
        <CategoryColorDot color={category.color} className={styles.dot} />
        <a href={sanitizeLink(category.url)} dir="auto">
          {category.name}
        </a>
      </Heading>
      {showDescription && category.description ? (
        <p className={styles.itemDescription} dir="auto">
          {category.description}
        </p>
      ) : null}
      <ul className={styles.counts} aria-label={t("Counts")}>
        <li>
          <FormattedNumber value={category.countAllDiscussions} />{" "}
          {category.countAllDiscussions === 1 ? t("discussion") : t("discussions")}
        </li>
        <li>
          <FormattedNumber value={category.countAllComments} />{" "}
          {category.countAllComments === 1 ? t("comment") : t("comments")}
        </li>
      </ul>
      {category.lastPost ? <LastPost post={category.lastPost} /> : null}
      {children.length > 0 ? (
        <ul className={styles.children} aria-labelledby={nameID}>
          {children.map((child) => (
            <li key={child.categoryID} className={styles.childItem}>
              <CategoryItem category={child} showDescription={showDescription} level={level + 1} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

import { useId } from "react";
import { cx } from "@linaria/core";
import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { columnCountOf } from "./column-count";
import { CategoryItem } from "./CategoryItem";
import * as styles from "./CategoriesWidget.styles";

const columnClasses = [styles.columns1, styles.columns1, styles.columns2, styles.columns3, styles.columns4];

/**
 * CategoriesWidget: the preloaded categories as a grid (at most the columns of shell spec §9), a list
 * or plain links; counts above 999 are abbreviated with the full value in a title. A tree's
 * subcategories nest under their parents as lists of their own.
 */
export function CategoriesWidget(props: CategoriesWidgetProps) {
  const titleID = useId();
  const items = props.itemData ?? [];
  if (items.length === 0) return null;
  const displayType = props.containerOptions?.displayType ?? "grid";
  const contentType = props.itemOptions?.contentType ?? "title-description";
  const columns = columnCountOf(props);
  const showDescription = contentType !== "title";
  const isList = displayType === "list";
  // The page's h1 on /categories: the names then start at h2, so no level is skipped.
  const TitleTag = props.isPageHeading && props.title ? "h1" : "h2";
  const firstLevel = TitleTag === "h1" ? 0 : 1;

  return (
    <section
      className={styles.root}
      aria-labelledby={props.title ? titleID : undefined}
      aria-label={props.title ? undefined : t("Categories")}
    >
      {props.title || props.subtitle || props.description ? (
        <header
          className={cx(
            styles.header,
            props.containerOptions?.headerAlignment === "center" && styles.centered,
          )}
        >
          {props.title ? (
            <TitleTag id={titleID} className={styles.title}>
              {props.title}
            </TitleTag>
          ) : null}
          {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
          {props.description ? <p className={styles.description}>{props.description}</p> : null}
        </header>
      ) : null}
      {displayType === "link" ? (
        <ul className={styles.links}>
          {items.map((category) => (
            <li key={category.categoryID}>
              <a href={sanitizeLink(category.url)} dir="auto">
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cx(styles.grid, columnClasses[isList ? 1 : columns])}>
          {items.map((category) => (
            <li key={category.categoryID} className={isList ? styles.listItem : styles.item}>
              <CategoryItem category={category} showDescription={showDescription} level={firstLevel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default CategoriesWidget;

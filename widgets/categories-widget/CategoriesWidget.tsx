import { useId } from "react";
import { cx } from "@linaria/core";
import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import { columnCountOf } from "./column-count";
import * as styles from "./CategoriesWidget.styles";

type CategoryItemData = NonNullable<CategoriesWidgetProps["itemData"]>[number];

const columnClasses = [styles.columns1, styles.columns1, styles.columns2, styles.columns3, styles.columns4];

function CategoryItem({
  category,
  showDescription,
}: {
  category: CategoryItemData;
  showDescription: boolean;
}) {
  return (
    <>
      <h3 className={styles.name}>
        <a href={sanitizeLink(category.url)}>{category.name}</a>
      </h3>
      {showDescription && category.description ? (
        <p className={styles.itemDescription}>{category.description}</p>
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
    </>
  );
}

/**
 * CategoriesWidget: the preloaded categories as a grid (at most the columns of shell spec §9), a list
 * or plain links; counts above 999 are abbreviated with the full value in a title.
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
            <h2 id={titleID} className={styles.title}>
              {props.title}
            </h2>
          ) : null}
          {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
          {props.description ? <p className={styles.description}>{props.description}</p> : null}
        </header>
      ) : null}
      {displayType === "link" ? (
        <ul className={styles.links}>
          {items.map((category) => (
            <li key={category.categoryID}>
              <a href={sanitizeLink(category.url)}>{category.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cx(styles.grid, columnClasses[isList ? 1 : columns])}>
          {items.map((category) => (
            <li key={category.categoryID} className={isList ? styles.listItem : styles.item}>
              <CategoryItem category={category} showDescription={showDescription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default CategoriesWidget;

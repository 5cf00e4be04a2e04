import type { CSSProperties } from "react";
import useSWR from "swr";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { apiFetcher } from "../../runtime/data/swr-config";
import { isSafeLink, sanitizeLink } from "../../runtime/url/safe-link";
import type { CollectionContent, CollectionRecordContent } from "../../schemas/entities/collection.schema";
import { homeWidgetLimits, maxColumnsFor } from "../../schemas/widgets/limits";
import type { FeaturedCollectionsWidgetProps } from "../../schemas/widgets/featured-collections-widget.schema";
import * as styles from "./FeaturedCollectionsWidget.styles";

type ItemOptions = NonNullable<FeaturedCollectionsWidgetProps["itemOptions"]>;
type ContentType = NonNullable<ItemOptions["contentType"]>;

const containers = {
  grid: styles.grid,
  carousel: styles.carousel,
  list: styles.list,
  link: styles.linkList,
} as const;
const borders: Record<string, string | undefined> = {
  border: styles.border,
  shadow: styles.shadow,
  separator: styles.separator,
  "separator-between": styles.separator,
};

/**
 * FeaturedCollectionsWidget: a collection's records as cards in a grid, carousel, list or as links
 * (shell spec §2 home widgets; column limits of §9). The preloaded `collection` renders at once;
 * without it the collection is fetched.
 */
export function FeaturedCollectionsWidget(props: FeaturedCollectionsWidgetProps) {
  const { data, error } = useSWR<CollectionContent>(
    props.collection ? null : `collections/${props.collectionID}`,
    apiFetcher,
  );
  const collection = props.collection ?? data;
  if (error || collection?.records.length === 0) return null;
  const displayType = props.containerOptions?.displayType ?? "grid";
  const contentType: ContentType =
    displayType === "link" ? "title" : (props.itemOptions?.contentType ?? "title-description");
  const columns = Math.min(
    props.containerOptions?.maxColumnCount ?? homeWidgetLimits.maxColumnsDefault,
    maxColumnsFor(contentType, displayType),
  );
  const title = props.title ?? collection?.name;
  const border = props.itemOptions?.borderType ?? props.containerOptions?.borderType;

  return (
    <section
      className={styles.root}
      aria-label={title || t("Featured collection")}
      aria-busy={collection ? undefined : true}
    >
      {title || props.subtitle || props.description ? (
        <header
          className={cx(
            styles.header,
            props.containerOptions?.headerAlignment === "center" && styles.centered,
          )}
        >
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {props.subtitle ? <p className={styles.muted}>{props.subtitle}</p> : null}
          {props.description ? <p className={styles.muted}>{props.description}</p> : null}
        </header>
      ) : null}
      {collection ? (
        <ul
          className={cx(styles.items, containers[displayType])}
          style={{ "--columns": String(columns) } as CSSProperties}
        >
          {collection.records.map((record) => (
            <li key={`${record.recordType}:${record.recordID}`}>
              <Card
                record={record}
                contentType={contentType}
                border={displayType === "link" ? undefined : border}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One record as a card: title link, and the description, image or background its content type asks for. */
function Card({
  record: { record },
  contentType,
  border,
}: {
  record: CollectionRecordContent;
  contentType: ContentType;
  border: string | undefined;
}) {
  const image = record.imageUrl && isSafeLink(record.imageUrl) ? record.imageUrl : null;
  const hasBackground = contentType.startsWith("title-background");
  const showsDescription =
    contentType !== "title" && contentType !== "title-background" && record.excerpt !== "";
  const style = hasBackground && image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined;
  return (
    <article
      className={cx(
        styles.card,
        !hasBackground && border && borders[border],
        hasBackground && styles.background,
        contentType === "title-chat-bubble" && styles.bubble,
      )}
      style={style}
    >
      {contentType === "title-description-image" && image ? (
        <img className={styles.image} src={image} alt="" />
      ) : null}
      <a className={styles.link} href={sanitizeLink(record.url)} dir="auto">
        {record.name}
      </a>
      {showsDescription ? (
        <p className={styles.excerpt} dir="auto">
          {record.excerpt}
        </p>
      ) : null}
    </article>
  );
}

export default FeaturedCollectionsWidget;

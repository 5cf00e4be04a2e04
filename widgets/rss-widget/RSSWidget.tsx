import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { FeedItem } from "../../schemas/entities/feed-item.schema";
import { DEFAULT_RSS_LIMIT } from "../../schemas/widgets/defaults";
import type { RSSWidgetProps } from "../../schemas/widgets/rss-widget.schema";
import * as styles from "./RSSWidget.styles";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/**
 * RSSWidget: the feed items the server fetched and preloaded (plain text, links already checked by
 * the server and sanitised again here). Without items it takes no room: the browser never fetches
 * another site's feed itself.
 */
export function RSSWidget(props: RSSWidgetProps) {
  const items = (props.items ?? []).slice(0, props.limit ?? DEFAULT_RSS_LIMIT);
  if (items.length === 0) return null;
  const isGrid = props.containerOptions?.displayType === "grid";
  return (
    <section className={styles.root} aria-label={props.title || t("RSS feed")}>
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      {props.subtitle ? <p className={styles.muted}>{props.subtitle}</p> : null}
      {props.description ? <p className={styles.muted}>{props.description}</p> : null}
      <ul className={cx(styles.list, isGrid && styles.grid)}>
        {items.map((item, index) => (
          <Item key={`${index}:${item.url ?? item.title}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

function Item({ item }: { item: FeedItem }) {
  const title = item.title || item.url || "";
  const date = item.date ? new Date(item.date) : null;
  return (
    <li className={styles.item}>
      {item.url ? (
        <a
          className={styles.link}
          href={sanitizeLink(item.url)}
          rel="noopener noreferrer nofollow"
          dir="auto"
        >
          {title}
        </a>
      ) : (
        <bdi className={styles.itemTitle}>{title}</bdi>
      )}
      {item.description ? (
        <p className={styles.description} dir="auto">
          {item.description}
        </p>
      ) : null}
      {date && !Number.isNaN(date.getTime()) ? (
        <time className={styles.date} dateTime={item.date ?? undefined}>
          {dateFormat.format(date)}
        </time>
      ) : null}
    </li>
  );
}

export default RSSWidget;

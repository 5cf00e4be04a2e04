import { DEFAULT_RSS_LIMIT, type RSSWidgetProps } from "../../../schemas/widgets/rss-widget.schema";
import type { WidgetHydrator } from "../types";
import { loadFeed, type FeedLoader } from "../../services/site/rss-feed";

/**
 * Makes the RSSWidget hydrator: preloads the feed's first `limit` items (5 by default) through the
 * cached feed loader. A feed that cannot be fetched or parsed throws, so the node becomes a
 * LayoutError and the rest of the page renders.
 */
export function rssWidgetHydrator(load: FeedLoader = loadFeed): WidgetHydrator {
  return async (props) => {
    const { feedUrl, limit = DEFAULT_RSS_LIMIT } = props as RSSWidgetProps;
    const items = await load(feedUrl);
    return { ...props, items: items.slice(0, limit) };
  };
}

/** The RSSWidget hydrator of the app. */
export const hydrateRSSWidget = rssWidgetHydrator();

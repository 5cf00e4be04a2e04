import { defineWidget } from "../../runtime/registry/define-widget";
import type { RSSWidgetProps } from "../../schemas/widgets/rss-widget.schema";

/** RSSWidget: the latest items of an RSS or Atom feed (shell spec §2 layout widgets). */
export const rssWidget = defineWidget<RSSWidgetProps>({
  type: "RSSWidget",
  load: () => import("./RSSWidget"),
  label: "RSS feed",
  skeletonHeight: 250,
});

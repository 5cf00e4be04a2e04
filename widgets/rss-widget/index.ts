import { defineWidget } from "../../runtime/registry/define-widget";
import { rssWidgetSchema, type RSSWidgetProps } from "../../schemas/widgets/rss-widget.schema";

/** RSSWidget: the latest items of an RSS or Atom feed (shell spec §2 layout widgets). */
export const rssWidget = defineWidget<RSSWidgetProps>({
  type: "RSSWidget",
  schema: rssWidgetSchema,
  load: () => import("./RSSWidget"),
  label: "RSS feed",
  skeletonHeight: 250,
});

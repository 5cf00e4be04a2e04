import { defineWidget } from "../../runtime/registry/define-widget";
import type { FeaturedCollectionsWidgetProps } from "../../schemas/widgets/featured-collections-widget.schema";

/** FeaturedCollectionsWidget: one collection's records as cards (shell spec §2 layout widgets). */
export const featuredCollectionsWidget = defineWidget<FeaturedCollectionsWidgetProps>({
  type: "FeaturedCollectionsWidget",
  load: () => import("./FeaturedCollectionsWidget"),
  label: "Featured collections",
  skeletonHeight: 250,
});

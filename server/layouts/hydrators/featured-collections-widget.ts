import type { FeaturedCollectionsWidgetProps } from "../../../schemas/widgets/featured-collections-widget.schema";
import type { WidgetHydrator } from "../types";
import { notFound } from "../../http/errors";
import { getCollectionContent } from "../../services/collections/collections";

/**
 * Preloads a FeaturedCollectionsWidget's collection with the records the viewer may see; an unknown
 * collection fails the node (LayoutError).
 */
export const hydrateFeaturedCollectionsWidget: WidgetHydrator = async (props, ctx) => {
  const { collectionID } = props as FeaturedCollectionsWidgetProps;
  if (!Number.isInteger(collectionID)) throw notFound("Collection");
  const collection = await getCollectionContent(ctx.db, ctx.viewer, collectionID);
  return { ...props, collection };
};

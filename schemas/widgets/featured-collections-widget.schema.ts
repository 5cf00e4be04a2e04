import type { FromSchema } from "json-schema-to-ts";
import { collectionContentSchema } from "../entities/collection.schema";
import { containerOptionsSchema, itemOptionsSchema, widgetHeadingProps } from "./common";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const preloadedCollectionSchema = /* @__PURE__ */ (() => {
  const { $id: _collectionID, ...rest } = collectionContentSchema;
  return rest;
})();

/** FeaturedCollectionsWidget: the records of one collection shown as cards. */
export const featuredCollectionsWidgetSchema = {
  $id: "FeaturedCollectionsWidget",
  type: "object",
  description: "The records of one collection, shown as cards.",
  properties: {
    ...widgetHeadingProps,
    collectionID: { type: "integer", minimum: 1, description: "The collection to show." },
    containerOptions: containerOptionsSchema,
    itemOptions: itemOptionsSchema,
    collection: {
      ...preloadedCollectionSchema,
      description: "The preloaded collection with the records the viewer may see (the server fills it).",
    },
  },
  required: ["collectionID"],
  additionalProperties: false,
} as const;
/** Props of FeaturedCollectionsWidget. */
export type FeaturedCollectionsWidgetProps = FromSchema<typeof featuredCollectionsWidgetSchema>;

import type { FeaturedCollectionsWidgetProps } from "../../schemas/widgets/featured-collections-widget.schema";

type Collection = NonNullable<FeaturedCollectionsWidgetProps["collection"]>;
type CollectionRecord = Collection["records"][number];

const record = (
  recordID: number,
  name: string,
  extra: Partial<CollectionRecord["record"]> = {},
): CollectionRecord => ({
  recordID,
  recordType: "discussion",
  sort: recordID,
  dateAddedToCollection: "2024-06-01T10:00:00.000Z",
  record: {
    name,
    url: `/discussion/${recordID}/guide`,
    excerpt: `What you need to know about ${name.toLowerCase()}`,
    dateInserted: "2024-05-01T10:00:00.000Z",
    imageUrl: null,
    category: { categoryID: 5, name: "Getting Started", url: "/categories/5" },
    ...extra,
  },
});

const guides: Collection = {
  collectionID: 1,
  name: "Getting Started Guides",
  insertUserID: 1,
  updateUserID: null,
  dateInserted: "2024-06-01T10:00:00.000Z",
  dateUpdated: null,
  records: [
    record(1, "How do I change my display name?"),
    record(2, "What does the bookmark button do?", { imageUrl: "https://example.com/bookmark.png" }),
    record(3, "Markdown cheat sheet for posts"),
    record(4, "How do notifications work?"),
  ],
};

/** Example hydrated props of FeaturedCollectionsWidget: valid ones and edge cases. */
export const featuredCollectionsWidgetFixtures: Record<string, FeaturedCollectionsWidgetProps> = {
  grid: { collectionID: 1, collection: guides },
  carouselWithImages: {
    collectionID: 1,
    title: "New here? Start with these",
    subtitle: "Four short guides",
    containerOptions: { displayType: "carousel", maxColumnCount: 4, headerAlignment: "center" },
    itemOptions: { contentType: "title-description-image", borderType: "shadow" },
    collection: guides,
  },
  list: {
    collectionID: 1,
    title: "Guides",
    containerOptions: { displayType: "list", borderType: "separator" },
    itemOptions: { contentType: "title" },
    collection: guides,
  },
  backgroundCards: {
    collectionID: 1,
    itemOptions: { contentType: "title-background-description" },
    collection: guides,
  },
  links: { collectionID: 1, containerOptions: { displayType: "link" }, collection: guides },
  hostileRecord: {
    collectionID: 1,
    collection: {
      ...guides,
      records: [record(9, "Odd", { url: "javascript:alert(1)", imageUrl: "javascript:alert(2)" })],
    },
    itemOptions: { contentType: "title-description-image" },
  },
  empty: { collectionID: 1, collection: { ...guides, records: [] } },
};

import type { TagWidgetProps } from "../../schemas/widgets/tag-widget.schema";

type Item = NonNullable<TagWidgetProps["tags"]>[number];

/** A tag as the API gives it, with Vanilla's older names of its ID and slug. */
const tag = (fields: Omit<Item, "id" | "urlCode" | "parentTagID">): Item => ({
  ...fields,
  id: fields.tagID,
  urlCode: fields.urlcode,
  parentTagID: null,
});

/** Example hydrated props of TagWidget: valid ones and edge cases. */
export const tagWidgetFixtures: Record<string, TagWidgetProps> = {
  popular: {
    title: "Popular Tags",
    apiParams: { limit: 10 },
    tags: [
      tag({ tagID: 7, name: "Productivity", urlcode: "productivity", type: null, countDiscussions: 5 }),
      tag({ tagID: 1, name: "Meta", urlcode: "meta", type: null, countDiscussions: 4 }),
      tag({ tagID: 3, name: "Bug", urlcode: "bug", countDiscussions: 1 }),
    ],
  },
  manyUses: {
    tags: [tag({ tagID: 2, name: "How-to", urlcode: "how-to", countDiscussions: 4321 })],
  },
  empty: { title: "Popular Tags", tags: [] },
};

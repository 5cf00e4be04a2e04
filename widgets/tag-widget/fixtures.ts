import type { TagWidgetProps } from "../../schemas/widgets/tag-widget.schema";

/** Example hydrated props of TagWidget: valid ones and edge cases. */
export const tagWidgetFixtures: Record<string, TagWidgetProps> = {
  popular: {
    title: "Popular Tags",
    apiParams: { limit: 10 },
    tags: [
      { tagID: 7, name: "Productivity", urlcode: "productivity", type: null, countDiscussions: 5 },
      { tagID: 1, name: "Meta", urlcode: "meta", type: null, countDiscussions: 4 },
      { tagID: 3, name: "Bug", urlcode: "bug", countDiscussions: 1 },
    ],
  },
  manyUses: {
    tags: [{ tagID: 2, name: "How-to", urlcode: "how-to", countDiscussions: 4321 }],
  },
  empty: { title: "Popular Tags", tags: [] },
};

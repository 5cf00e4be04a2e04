import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";

type Item = NonNullable<CategoriesWidgetProps["itemData"]>[number];

const category = (id: number, name: string, counts: [number, number], description = ""): Item => ({
  categoryID: id,
  name,
  description,
  parentCategoryID: null,
  urlcode: name.toLowerCase().replace(/[^a-z]+/g, "-"),
  url: `/categories/${id}`,
  displayAs: "discussions",
  depth: 1,
  countDiscussions: counts[0],
  countComments: counts[1],
  countAllDiscussions: counts[0],
  countAllComments: counts[1],
});

const items: Item[] = [
  category(1, "Announcements", [3, 21], "News about the community, straight from the team."),
  category(2, "General", [1234, 98_765], "Conversation about anything and everything."),
  category(5, "Help & Support", [1, 1], "Questions answered by members and staff."),
  category(8, "Ideas & Feedback", [0, 0]),
];

/** Example hydrated props of CategoriesWidget: valid ones and edge cases. */
export const categoriesWidgetFixtures: Record<string, CategoriesWidgetProps> = {
  grid: { title: "Categories", itemData: items },
  list: { title: "Categories", containerOptions: { displayType: "list" }, itemData: items },
  links: { containerOptions: { displayType: "link" }, itemData: items },
  titlesOnlyTwoColumns: {
    title: "Browse",
    subtitle: "Pick a place to start",
    containerOptions: { maxColumnCount: 2, headerAlignment: "center" },
    itemOptions: { contentType: "title" },
    itemData: items.slice(0, 2),
  },
  empty: { title: "Categories", itemData: [] },
};

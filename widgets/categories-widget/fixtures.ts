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
  countCategories: 0,
  countFollowers: 0,
  customPermissions: false,
  isArchived: false,
});

const items: Item[] = [
  category(1, "Announcements", [3, 21], "News about the community, straight from the team."),
  category(2, "General", [1234, 98_765], "Conversation about anything and everything."),
  category(5, "Help & Support", [1, 1], "Questions answered by members and staff."),
  category(8, "Ideas & Feedback", [0, 0]),
];

const lastPost = (discussionID: number, name: string, author: string): Item["lastPost"] => ({
  discussionID,
  name,
  url: `/discussion/${discussionID}/${name.toLowerCase().replace(/[^a-z]+/g, "-")}`,
  dateInserted: "2026-11-20T10:00:00.000Z",
  insertUser: { userID: 7, name: author, url: `/profile/${author}` },
});

/** The /categories tree: subcategories nested under their parents, with colours and newest discussions. */
const tree: Item[] = [
  { ...category(1, "Announcements", [3, 21]), color: "#d9480f", lastPost: null },
  {
    ...category(2, "General", [5, 40], "Conversation about anything and everything."),
    color: "#1971c2",
    lastPost: lastPost(41, "Favourite keyboard shortcuts", "grace"),
    children: [
      {
        ...category(3, "Introductions", [2, 10]),
        parentCategoryID: 2,
        depth: 2,
        lastPost: lastPost(41, "Favourite keyboard shortcuts", "grace"),
      },
      { ...category(4, "Off Topic", [3, 30]), parentCategoryID: 2, depth: 2, lastPost: null },
    ],
  },
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
  tree: {
    title: "Categories",
    isPageHeading: true,
    containerOptions: { displayType: "list" },
    itemData: tree,
  },
  empty: { title: "Categories", itemData: [] },
};

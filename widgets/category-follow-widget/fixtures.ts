import type { CategoryFollowWidgetProps } from "../../schemas/widgets/category-follow-widget.schema";

/** Example hydrated props of CategoryFollowWidget: valid ones and edge cases. */
export const categoryFollowWidgetFixtures: Record<string, CategoryFollowWidgetProps> = {
  notFollowed: { categoryID: 3, categoryName: "Introductions", isFollowed: false },
  followed: { categoryID: 3, categoryName: "Introductions", isFollowed: true, alignment: "end" },
  noCategory: {},
};

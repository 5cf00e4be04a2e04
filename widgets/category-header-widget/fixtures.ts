import type { CategoryHeaderWidgetProps } from "../../schemas/widgets/category-header-widget.schema";

const general: NonNullable<CategoryHeaderWidgetProps["category"]> = {
  categoryID: 2,
  name: "General",
  description: "Conversation about anything and everything. Pull up a chair.",
  color: "#1971c2",
  iconUrl: null,
  bannerUrl: "/uploads/banners/general.jpg",
  followed: false,
};

/** Example hydrated props of CategoryHeaderWidget: valid ones and edge cases. */
export const categoryHeaderWidgetFixtures: Record<string, CategoryHeaderWidgetProps> = {
  withBanner: { category: general },
  plain: {
    category: { categoryID: 3, name: "Introductions", description: "", color: null, bannerUrl: null },
  },
  everythingHidden: { category: general, hideBanner: true, hideDescription: true, hideFollow: true },
  offCategoryPage: {},
};

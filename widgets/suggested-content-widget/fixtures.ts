import type { SuggestedContentWidgetProps } from "../../schemas/widgets/suggested-content-widget.schema";

type Discussion = NonNullable<
  NonNullable<SuggestedContentWidgetProps["suggestedContent"]>["discussions"]
>[number];

const discussion = (discussionID: number, name: string, extra: Partial<Discussion> = {}): Discussion => ({
  discussionID,
  name,
  url: `/discussion/${discussionID}/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`,
  excerpt: "A short opening of the discussion, as plain text.",
  categoryID: 5,
  category: { categoryID: 5, name: "Getting Started", url: "/categories/5" },
  insertUserID: 7,
  insertUser: { userID: 7, name: "ada", url: "/profile/ada", photoUrl: "", dateLastActive: null },
  dateInserted: "2024-05-01T10:00:00.000Z",
  dateLastComment: "2024-06-01T10:00:00.000Z",
  countComments: 4,
  score: 9,
  ...extra,
});

/** Example hydrated props of SuggestedContentWidget: valid ones and edge cases. */
export const suggestedContentWidgetFixtures: Record<string, SuggestedContentWidgetProps> = {
  member: {
    title: "Picked for you",
    suggestedContent: {
      discussions: [
        discussion(12, "How do notifications work?"),
        discussion(31, "Board game recommendations for four players", {
          categoryID: 4,
          category: { categoryID: 4, name: "Off Topic", url: "/categories/4" },
          countComments: 1_250,
        }),
      ],
    },
    suggestedFollows: {
      categories: [
        {
          categoryID: 8,
          name: "Ideas & Feedback",
          url: "/categories/8",
          description: "Suggest improvements to the community.",
          countDiscussions: 7,
          countComments: 30,
        },
      ],
    },
  },
  guest: {
    suggestedContent: {
      title: "Popular right now",
      discussions: [discussion(3, "Welcome to Plaza!", { excerpt: "" })],
    },
    suggestedFollows: { categories: [] },
  },
  followsOnly: {
    containerOptions: { displayType: "grid" },
    suggestedContent: { enabled: false },
    suggestedFollows: {
      title: "Categories you might like",
      categories: [
        {
          categoryID: 2,
          name: "General",
          url: "/categories/2",
          description: "",
          countDiscussions: 2_400,
          countComments: 10,
        },
      ],
    },
  },
  hostileLink: {
    suggestedContent: { discussions: [discussion(9, "Odd link", { url: "javascript:alert(1)" })] },
    suggestedFollows: { categories: [] },
  },
  nothingToSuggest: { suggestedContent: { discussions: [] }, suggestedFollows: { categories: [] } },
};

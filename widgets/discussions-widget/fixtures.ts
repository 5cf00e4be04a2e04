import type { DiscussionsWidgetProps } from "../../schemas/widgets/discussions-widget.schema";
import { sampleDiscussions } from "../../src/features/discussions";

/** Example hydrated props of DiscussionsWidget: valid ones and edge cases. */
export const discussionsWidgetFixtures: Record<string, DiscussionsWidgetProps> = {
  recent: {
    title: "Recent Discussions",
    apiParams: { sort: "-dateLastComment", limit: 10 },
    discussions: sampleDiscussions,
    initialPaging: { currentPage: 1, limit: 10, total: 3 },
  },
  categoryWithPages: {
    title: "Announcements",
    subtitle: "News from the team",
    description: "What is new in the community.",
    apiParams: { categoryID: 1, limit: 2 },
    containerOptions: { headerAlignment: "center" },
    discussions: sampleDiscussions.slice(0, 2),
    initialPaging: {
      currentPage: 1,
      limit: 2,
      total: 5,
      nextURL: "/api/v2/discussions?categoryID=1&limit=2&page=2",
    },
  },
  fewMetas: {
    apiParams: { limit: 10 },
    discussionOptions: {
      metas: {
        display: {
          category: false,
          startedByUser: false,
          lastUser: false,
          viewCount: false,
          score: false,
          userTags: false,
          unreadCount: false,
        },
      },
      excerpt: { display: false },
      authorPhoto: { display: false },
    },
    discussions: sampleDiscussions,
    initialPaging: { currentPage: 1, limit: 10, total: 3 },
  },
  empty: {
    title: "Recent Discussions",
    discussions: [],
    initialPaging: { currentPage: 1, limit: 10, total: 0 },
  },
};

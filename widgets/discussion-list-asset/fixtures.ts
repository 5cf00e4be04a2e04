import type { DiscussionListAssetProps } from "../../schemas/widgets/discussion-list-asset.schema";
import { sampleDiscussions } from "../../src/features/discussions";

/** Example hydrated props of DiscussionListAsset: valid ones and edge cases. */
export const discussionListAssetFixtures: Record<string, DiscussionListAssetProps> = {
  allDiscussions: {
    apiParams: { limit: 30, page: 1 },
    discussions: sampleDiscussions,
    initialPaging: { currentPage: 1, limit: 30, total: 3 },
  },
  categoryFirstPage: {
    categoryID: 1,
    apiParams: { categoryID: 1, includeChildCategories: true, limit: 2, page: 1, sort: "-dateInserted" },
    discussions: sampleDiscussions.slice(0, 2),
    initialPaging: { currentPage: 1, limit: 2, total: 5, nextURL: "/api/v2/discussions?categoryID=1&page=2" },
  },
  categoryLastPage: {
    categoryID: 1,
    title: "Announcements",
    apiParams: { categoryID: 1, limit: 2, page: 3 },
    discussions: sampleDiscussions.slice(2),
    initialPaging: { currentPage: 3, limit: 2, total: 5, prevURL: "/api/v2/discussions?categoryID=1&page=2" },
  },
  moreBeyondTotal: {
    apiParams: { limit: 2, page: 2 },
    discussions: sampleDiscussions.slice(0, 2),
    initialPaging: {
      currentPage: 2,
      limit: 2,
      total: 4,
      nextURL: "/api/v2/discussions?page=3",
      prevURL: "/api/v2/discussions?page=1",
    },
  },
  empty: {
    apiParams: { tagID: [99], page: 1 },
    discussions: [],
    initialPaging: { currentPage: 1, limit: 30, total: 0 },
  },
};

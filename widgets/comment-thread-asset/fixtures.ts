import type { CommentThreadAssetProps } from "../../schemas/widgets/comment-thread-asset.schema";
import { sampleComments } from "../../src/features/posts";

const base = { discussionID: 1, discussionName: "Welcome to Plaza", categoryID: 1, closed: false };

/** Example hydrated props of CommentThreadAsset: valid ones and edge cases. */
export const commentThreadAssetFixtures: Record<string, CommentThreadAssetProps> = {
  firstPage: {
    ...base,
    apiParams: { page: 1, limit: 3 },
    comments: sampleComments,
    initialPaging: { currentPage: 1, limit: 3, total: 7, nextURL: "/api/v2/comments?discussionID=1&page=2" },
  },
  permalinkOnPageTwo: {
    ...base,
    apiParams: { page: 2, limit: 3, sort: "-dateInserted" },
    highlightCommentID: 12,
    comments: sampleComments,
    initialPaging: { currentPage: 2, limit: 3, total: 6, prevURL: "/api/v2/comments?discussionID=1&page=1" },
  },
  noComments: {
    ...base,
    apiParams: { page: 1 },
    comments: [],
    initialPaging: { currentPage: 1, limit: 30, total: 0 },
  },
};

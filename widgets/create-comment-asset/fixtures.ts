import type { CreateCommentAssetProps } from "../../schemas/widgets/create-comment-asset.schema";

/** Example hydrated props of CreateCommentAsset: valid ones and edge cases. */
export const createCommentAssetFixtures: Record<string, CreateCommentAssetProps> = {
  openDiscussion: { discussionID: 1, categoryID: 1, closed: false },
  closedDiscussion: { discussionID: 1, categoryID: 1, closed: true },
  notHydrated: {},
};

import type { OriginalPostAssetProps } from "../../schemas/widgets/original-post-asset.schema";
import { sampleDiscussion } from "../../src/features/posts";

/** Example hydrated props of OriginalPostAsset: valid ones and edge cases. */
export const originalPostAssetFixtures: Record<string, OriginalPostAssetProps> = {
  openDiscussion: { discussionID: 1, discussion: sampleDiscussion },
  closedWithoutTags: {
    discussionID: 1,
    showTags: false,
    discussion: { ...sampleDiscussion, closed: true, tags: [] },
  },
  notHydrated: { discussionID: 1 },
};

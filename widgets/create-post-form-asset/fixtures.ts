import type { CreatePostFormAssetProps } from "../../schemas/widgets/create-post-form-asset.schema";

/** Example hydrated props of CreatePostFormAsset: create and edit locations, and edge cases. */
export const createPostFormAssetFixtures: Record<string, CreatePostFormAssetProps> = {
  createInCategory: {
    location: { type: "create", postType: "discussion", parentRecordType: "category", parentRecordID: 2 },
    category: { categoryID: 2, name: "General", permissionCategoryID: -1 },
  },
  createWithoutCategory: {
    location: { type: "create", postType: "discussion", parentRecordType: "category", parentRecordID: -1 },
  },
  createQuestionInGroup: {
    location: { type: "create", postType: "question", parentRecordType: "group", parentRecordID: 12 },
  },
  edit: {
    location: { type: "edit", recordType: "discussion", recordID: 7, draftID: null },
    category: { categoryID: 2, name: "General" },
    tags: [{ tagID: 1, name: "Feature request" }],
    post: { insertUserID: 2, dateInserted: "2026-01-01T00:00:00Z", closed: false, categoryID: 2 },
  },
  noLocation: {},
};

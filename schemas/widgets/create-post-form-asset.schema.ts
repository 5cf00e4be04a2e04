import type { FromSchema } from "json-schema-to-ts";

const idProperty = (description: string) => ({ type: "integer", description }) as const;

/**
 * CreatePostFormAsset (`react.asset.createPostForm`): the create and edit discussion form of the
 * create-post page (content spec §2). The server fills `location` from the page's path and
 * preloads the preselected category (create), or the edited post's category, tags and edit-window
 * facts (edit).
 */
export const createPostFormAssetSchema = {
  $id: "CreatePostFormAsset",
  type: "object",
  description: "The form that starts or edits a discussion on the create-post page.",
  properties: {
    location: {
      description: "What the page creates or edits, parsed from its path (content spec §2).",
      oneOf: [
        {
          type: "object",
          description: "Create a post of a type under a category or group.",
          properties: {
            type: { const: "create", description: "Create a post." },
            postType: { type: "string", minLength: 1, maxLength: 50, description: "The post type." },
            parentRecordType: {
              type: "string",
              enum: ["category", "group"],
              description: "What the post goes in.",
            },
            parentRecordID: idProperty("The parent's ID; -1 for none."),
          },
          required: ["type", "postType", "parentRecordType", "parentRecordID"],
          additionalProperties: false,
        },
        {
          type: "object",
          description: "Edit a discussion.",
          properties: {
            type: { const: "edit", description: "Edit a post." },
            recordType: { const: "discussion", description: "What is edited." },
            recordID: idProperty("The discussion's ID."),
            draftID: { type: ["integer", "null"], description: "A draft of the edit; null for none." },
          },
          required: ["type", "recordType", "recordID", "draftID"],
          additionalProperties: false,
        },
      ],
    },
    category: {
      type: "object",
      description: "The preselected category: the path's parent category, when the viewer may see it.",
      properties: {
        categoryID: idProperty("The category's ID."),
        name: { type: "string", description: "The category's name." },
        permissionCategoryID: idProperty("The category whose permissions apply to it."),
      },
      required: ["categoryID", "name"],
      additionalProperties: false,
    },
    tags: {
      type: "array",
      maxItems: 50,
      description: "The edited discussion's tags, so their chips have names at once.",
      items: {
        type: "object",
        description: "One tag.",
        properties: {
          tagID: idProperty("The tag's ID."),
          name: { type: "string", description: "The tag's name." },
        },
        required: ["tagID", "name"],
        additionalProperties: false,
      },
    },
    post: {
      type: "object",
      description: "What the edit rule needs of the edited discussion (content spec §6 edit window).",
      properties: {
        insertUserID: idProperty("The author's ID."),
        dateInserted: { type: "string", description: "When it was posted (ISO 8601)." },
        closed: { type: "boolean", description: "Whether it is closed." },
        categoryID: idProperty("Its category."),
      },
      required: ["insertUserID", "dateInserted", "closed", "categoryID"],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of CreatePostFormAsset. */
export type CreatePostFormAssetProps = FromSchema<typeof createPostFormAssetSchema>;

import type { FromSchema } from "json-schema-to-ts";

/** CategoryFollowWidget: a Follow/Following toggle for a category page's category. */
export const categoryFollowWidgetSchema = {
  $id: "CategoryFollowWidget",
  type: "object",
  description: "A button that follows or unfollows a category; hidden for guests.",
  properties: {
    categoryID: {
      type: "integer",
      minimum: 1,
      description: "The category; on a category page the server fills it with the page's category.",
    },
    categoryName: { type: "string", description: "The category's name (the server fills it)." },
    isFollowed: {
      type: "boolean",
      description: "Whether the current user follows it (the server fills it).",
    },
    alignment: {
      type: "string",
      enum: ["start", "center", "end"],
      description: "Where the button sits in its column.",
    },
  },
  additionalProperties: false,
} as const;
/** Props of CategoryFollowWidget. */
export type CategoryFollowWidgetProps = FromSchema<typeof categoryFollowWidgetSchema>;

import type { FromSchema } from "json-schema-to-ts";
import { categoryAppearanceProperties } from "../entities/category.schema";

/** CategoryHeaderWidget: a category page's heading, description, banner image and follow button. */
export const categoryHeaderWidgetSchema = {
  $id: "CategoryHeaderWidget",
  type: "object",
  description:
    "A category page's heading (the page's h1) in the category's colour, its description, its banner image and a follow button; nothing on other pages.",
  properties: {
    hideDescription: { type: "boolean", description: "Hide the category's description." },
    hideBanner: { type: "boolean", description: "Hide the category's banner image." },
    hideFollow: { type: "boolean", description: "Hide the follow button." },
    category: {
      type: "object",
      description: "The page's category (the server fills it).",
      properties: {
        categoryID: { type: "integer", minimum: 1, description: "The category's ID." },
        name: { type: "string", description: "The category's name." },
        description: { type: "string", description: "The category's description as plain text." },
        followed: { type: "boolean", description: "Whether the current user follows it." },
        ...categoryAppearanceProperties,
      },
      required: ["categoryID", "name", "description"],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
/** Props of CategoryHeaderWidget. */
export type CategoryHeaderWidgetProps = FromSchema<typeof categoryHeaderWidgetSchema>;

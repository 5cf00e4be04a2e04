import type { FromSchema } from "json-schema-to-ts";
import { suggestedCategorySchema, suggestedDiscussionSchema } from "../entities/suggested-content.schema";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

/** SuggestedContentWidget: discussions suggested to the viewer and categories to follow. */
export const suggestedContentWidgetSchema = {
  $id: "SuggestedContentWidget",
  type: "object",
  description: "Discussions suggested to the viewer and categories to follow.",
  properties: {
    ...widgetHeadingProps,
    containerOptions: containerOptionsSchema,
    suggestedContent: {
      type: "object",
      description: "The suggested discussions.",
      properties: {
        enabled: { type: "boolean", description: "Show suggested discussions; on unless set to false." },
        title: {
          type: "string",
          maxLength: 200,
          description: 'Their heading; "Suggested Content" by default.',
        },
        limit: {
          type: "integer",
          minimum: 1,
          maximum: 20,
          description: "How many discussions; 5 by default.",
        },
        discussions: {
          type: "array",
          items: suggestedDiscussionSchema,
          description: "Preloaded discussions (the server fills them).",
        },
      },
      additionalProperties: false,
    },
    suggestedFollows: {
      type: "object",
      description: "The categories suggested to follow (members only).",
      properties: {
        enabled: { type: "boolean", description: "Show categories to follow; on unless set to false." },
        title: {
          type: "string",
          maxLength: 200,
          description: 'Their heading; "Suggested Follows" by default.',
        },
        limit: {
          type: "integer",
          minimum: 0,
          maximum: 20,
          description: "How many categories; 3 by default.",
        },
        categories: {
          type: "array",
          items: suggestedCategorySchema,
          description: "Preloaded categories (the server fills them).",
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
/** Props of SuggestedContentWidget. */
export type SuggestedContentWidgetProps = FromSchema<typeof suggestedContentWidgetSchema>;

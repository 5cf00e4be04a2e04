import type { FromSchema } from "json-schema-to-ts";
import { widgetHeadingProps } from "./common";

/** SearchWidget (`react.search`): a title and a search box. */
export const searchWidgetSchema = {
  $id: "SearchWidget",
  type: "object",
  description: "A title and a search box that opens the search page.",
  properties: {
    title: widgetHeadingProps.title,
    description: widgetHeadingProps.description,
    placeholder: { type: "string", maxLength: 200, description: "Placeholder text of the search box." },
    scopes: {
      type: "array",
      maxItems: 10,
      description:
        'The choices of a scope drop-down before the box (none, no drop-down); until one is picked it reads "Search" and searches everywhere.',
      items: {
        type: "object",
        properties: {
          value: {
            type: "string",
            pattern: "^(category:[1-9][0-9]{0,9})?$",
            description: 'Empty for everywhere, or "category:<id>" for a category with its children.',
          },
          label: { type: "string", minLength: 1, maxLength: 100, description: "The choice's text." },
        },
        required: ["value", "label"],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of SearchWidget. */
export type SearchWidgetProps = FromSchema<typeof searchWidgetSchema>;

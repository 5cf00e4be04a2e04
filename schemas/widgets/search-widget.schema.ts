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
  },
  additionalProperties: false,
} as const;

/** Validated props of SearchWidget. */
export type SearchWidgetProps = FromSchema<typeof searchWidgetSchema>;

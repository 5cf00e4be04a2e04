import type { FromSchema } from "json-schema-to-ts";

/** Breadcrumbs (`react.breadcrumbs`): the path to the current page. */
export const breadcrumbsSchema = {
  $id: "Breadcrumbs",
  type: "object",
  description: "The path from the home page to the current page.",
  properties: {
    crumbs: {
      type: "array",
      description: "The crumbs, from the home page to the current page (the last one).",
      maxItems: 50,
      items: {
        type: "object",
        description: "One crumb.",
        properties: {
          name: { type: "string", minLength: 1, maxLength: 300, description: "The crumb's text." },
          url: { type: "string", maxLength: 2000, description: "Where the crumb links to." },
        },
        required: ["name", "url"],
        additionalProperties: false,
      },
    },
  },
  required: ["crumbs"],
  additionalProperties: false,
} as const;

/** Validated props of Breadcrumbs. */
export type BreadcrumbsProps = FromSchema<typeof breadcrumbsSchema>;

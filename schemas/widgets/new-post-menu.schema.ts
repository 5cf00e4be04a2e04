import type { FromSchema } from "json-schema-to-ts";

/** NewPostMenu (`react.newpost`): the New Post button, or a menu of post types. */
export const newPostMenuSchema = {
  $id: "NewPostMenu",
  type: "object",
  description: "A New Post button for users who may start discussions; a menu when it has items.",
  properties: {
    title: { type: "string", maxLength: 100, description: 'The button text; "New Post" when absent.' },
    items: {
      type: "array",
      maxItems: 20,
      description: "Menu entries; without any the button links straight to the new discussion form.",
      items: {
        type: "object",
        description: "One menu entry: a url, or a post type whose form it opens.",
        properties: {
          label: { type: "string", minLength: 1, maxLength: 100, description: "The entry's text." },
          url: {
            type: "string",
            maxLength: 2000,
            description: "Where the entry goes; /post/{type}/{the page's category ID or -1} when absent.",
          },
          type: {
            type: "string",
            pattern: "^[A-Za-z0-9_-]+$",
            maxLength: 50,
            description: "The post type it creates (discussion, question, idea...).",
          },
        },
        required: ["label"],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of NewPostMenu. */
export type NewPostMenuProps = FromSchema<typeof newPostMenuSchema>;

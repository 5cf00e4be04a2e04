import type { FromSchema } from "json-schema-to-ts";
import { categorySchema } from "../entities/category.schema";
import { containerOptionsSchema, itemOptionsSchema, widgetHeadingProps } from "./common";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const categoryItemSchema = /* @__PURE__ */ (() => {
  const { $id: _categoryID, ...rest } = categorySchema;
  return rest;
})();

/** CategoriesWidget: categories as a grid, a list or links, each with its counts. */
export const categoriesWidgetSchema = {
  $id: "CategoriesWidget",
  type: "object",
  description: "Categories as a grid, a list or links, each with its counts.",
  properties: {
    ...widgetHeadingProps,
    isPageHeading: {
      type: "boolean",
      description:
        "The title is the page's h1 (on a page of categories); the categories' names follow as h2.",
    },
    apiParams: {
      type: "object",
      description: "Which categories to show; the top level by default.",
      properties: {
        parentCategoryID: { type: "integer", minimum: 1, description: "Show the children of this category." },
        categoryID: {
          type: "array",
          items: { type: "integer", minimum: 1 },
          maxItems: 50,
          description: "Show these categories, in this order.",
        },
        followed: { type: "boolean", description: "Show the categories the current user follows." },
        childrenOfPage: {
          type: "boolean",
          description: "Show the subcategories of the category page's category; nothing on other pages.",
        },
        maxDepth: {
          type: "integer",
          minimum: 1,
          maximum: 4,
          description:
            "Levels to show: 1 (default) lists one level; more nests subcategories under their parents.",
        },
        expand: {
          type: "array",
          items: { type: "string", enum: ["lastPost"] },
          maxItems: 1,
          description: "lastPost: show each category's newest discussion (title, time and author).",
        },
      },
      additionalProperties: false,
    },
    containerOptions: containerOptionsSchema,
    itemOptions: itemOptionsSchema,
    itemData: {
      type: "array",
      description: "Preloaded categories (the server fills them with the ones the viewer can see).",
      items: categoryItemSchema,
    },
  },
  additionalProperties: false,
} as const;
/** Props of CategoriesWidget. */
export type CategoriesWidgetProps = FromSchema<typeof categoriesWidgetSchema>;

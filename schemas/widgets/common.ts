export { homeWidgetLimits, maxColumnsFor } from "./limits";

/** Shared pieces of widget schemas (shell spec §2 "Home widgets", §9 "Banner and widgets"). */

/** Home widget item content types. */
export const itemContentTypes = [
  "title",
  "title-description",
  "title-description-image",
  "title-description-icon",
  "title-background",
  "title-background-description",
  "title-chat-bubble",
] as const;

/** Container display types. */
export const containerDisplayTypes = ["grid", "carousel", "list", "link"] as const;

/** Container border types. */
export const borderTypes = [
  "none",
  "border",
  "shadow",
  "separator",
  "separator-between",
  "navLinks",
] as const;

/** A layout node inside props (a section's children). Each child is validated against its own widget. */
export const childNodesSchema = {
  type: "array",
  description: "Child layout nodes.",
  items: { type: "object", description: "A hydrated layout node." },
} as const;

/** Title, subtitle and description that most widgets carry. */
export const widgetHeadingProps = {
  title: { type: "string", maxLength: 200, description: "The widget's title." },
  subtitle: { type: "string", maxLength: 200, description: "A line under the title." },
  description: { type: "string", maxLength: 1000, description: "Text under the title." },
} as const;

/** Options of a widget's container and its items. */
export const containerOptionsSchema = {
  type: "object",
  description: "How the widget lays out its items.",
  properties: {
    displayType: {
      type: "string",
      enum: containerDisplayTypes,
      description: "grid, carousel, list or link.",
    },
    borderType: { type: "string", enum: borderTypes, description: "The items' border." },
    maxColumnCount: { type: "integer", minimum: 1, maximum: 4, description: "Most columns in a grid." },
    headerAlignment: { type: "string", enum: ["left", "center"], description: "Alignment of the title." },
    isGrid: { type: "boolean", description: "Legacy: show as a grid." },
  },
  additionalProperties: false,
} as const;

/** Options of each item of a home widget. */
export const itemOptionsSchema = {
  type: "object",
  description: "How each item looks.",
  properties: {
    contentType: { type: "string", enum: itemContentTypes, description: "Which parts an item shows." },
    borderType: { type: "string", enum: borderTypes, description: "The item's border." },
    imagePlacement: { type: "string", enum: ["top", "left"], description: "Where an item's image goes." },
  },
  additionalProperties: false,
} as const;

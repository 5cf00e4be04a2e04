import { childNodesSchema } from "./common";

/** SectionOneColumn: one column of children, optionally narrow. */
export const sectionOneColumnSchema = {
  $id: "SectionOneColumn",
  type: "object",
  description: "One column of widgets.",
  properties: {
    children: childNodesSchema,
    isNarrow: { type: "boolean", description: "Limit the width to the narrow content width (900)." },
  },
  additionalProperties: false,
} as const;

/** SectionTwoColumns: a main column and a panel. */
export const sectionTwoColumnsSchema = {
  $id: "SectionTwoColumns",
  type: "object",
  description: "A main column with a side panel.",
  properties: {
    mainTop: childNodesSchema,
    mainBottom: childNodesSchema,
    secondaryTop: childNodesSchema,
    secondaryBottom: childNodesSchema,
    breadcrumbs: childNodesSchema,
    isInverted: { type: "boolean", description: "Put the panel on the start side." },
  },
  additionalProperties: false,
} as const;

/** SectionThreeColumns: left panel, main column, right panel. */
export const sectionThreeColumnsSchema = {
  $id: "SectionThreeColumns",
  type: "object",
  description: "A main column between two panels.",
  properties: {
    leftTop: childNodesSchema,
    leftBottom: childNodesSchema,
    middleTop: childNodesSchema,
    middleBottom: childNodesSchema,
    rightTop: childNodesSchema,
    rightBottom: childNodesSchema,
    breadcrumbs: childNodesSchema,
  },
  additionalProperties: false,
} as const;

/** SectionTwoColumnsEven: two equal columns. */
export const sectionTwoColumnsEvenSchema = {
  $id: "SectionTwoColumnsEven",
  type: "object",
  description: "Two equal columns.",
  properties: { left: childNodesSchema, right: childNodesSchema, breadcrumbs: childNodesSchema },
  additionalProperties: false,
} as const;

/** SectionThreeColumnsEven: three equal columns. */
export const sectionThreeColumnsEvenSchema = {
  $id: "SectionThreeColumnsEven",
  type: "object",
  description: "Three equal columns.",
  properties: {
    left: childNodesSchema,
    middle: childNodesSchema,
    right: childNodesSchema,
    breadcrumbs: childNodesSchema,
  },
  additionalProperties: false,
} as const;

/** SectionFullWidth: children across the whole page width (banners). */
export const sectionFullWidthSchema = {
  $id: "SectionFullWidth",
  type: "object",
  description: "Widgets across the full page width.",
  properties: { children: childNodesSchema },
  additionalProperties: false,
} as const;

/** LayoutError: what a node becomes when it cannot be hydrated, resolved or validated. */
export const layoutErrorSchema = {
  $id: "LayoutError",
  type: "object",
  description: "A node that failed.",
  properties: {
    componentName: { type: "string", description: "The widget that failed." },
    message: { type: "string", description: "What went wrong." },
    errors: {
      type: "array",
      description: "Validation errors.",
      items: {
        type: "object",
        properties: {
          path: { type: "string", description: "Where in the props." },
          message: { type: "string", description: "The problem." },
        },
        required: ["message"],
        additionalProperties: false,
      },
    },
    stack: { type: "string", description: "Stack trace; debug mode only." },
  },
  additionalProperties: false,
} as const;

import type { FromSchema } from "json-schema-to-ts";
import { childNodesSchema } from "./common";

/** TabWidget (`react.tabs`): widgets grouped under tabs. */
export const tabWidgetSchema = {
  $id: "TabWidget",
  type: "object",
  description: "Widgets grouped under tabs; one tab's widgets show at a time.",
  properties: {
    title: {
      type: "string",
      maxLength: 200,
      description: "A heading above the tabs; also names the tab list.",
    },
    tabs: {
      type: "array",
      maxItems: 20,
      description: "The tabs, in order; the first is selected.",
      items: {
        type: "object",
        description: "One tab.",
        properties: {
          label: { type: "string", minLength: 1, maxLength: 100, description: "The tab's label." },
          componentName: { type: "string", description: "The widget type the tab was made for, if one." },
          children: { ...childNodesSchema, description: "The widgets shown under the tab." },
        },
        required: ["label"],
        additionalProperties: false,
      },
    },
  },
  required: ["tabs"],
  additionalProperties: false,
} as const;

/** Validated props of TabWidget, before the runtime renders the nodes inside tabs. */
export type TabWidgetSchemaProps = FromSchema<typeof tabWidgetSchema>;

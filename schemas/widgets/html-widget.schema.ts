import type { FromSchema } from "json-schema-to-ts";

export { HTML_WIDGET_DEFAULT_HEIGHT } from "./defaults";

/** HtmlWidget (`react.html`): site-manager HTML shown in a sandboxed frame (shell spec §2). */
export const htmlWidgetSchema = {
  $id: "HtmlWidget",
  type: "object",
  description: "Custom HTML and CSS, shown in a sandboxed frame without scripts.",
  properties: {
    title: {
      type: "string",
      maxLength: 200,
      description: "A heading above the frame; also names the frame for screen readers.",
    },
    html: { type: "string", maxLength: 100000, description: "The HTML to show. Scripts do not run." },
    css: { type: "string", maxLength: 100000, description: "CSS applied inside the frame." },
    height: {
      type: "integer",
      minimum: 20,
      maximum: 5000,
      description: "Frame height in px (default 300); never more than 80% of the window height.",
    },
  },
  required: ["html"],
  additionalProperties: false,
} as const;

/** Validated props of HtmlWidget. */
export type HtmlWidgetProps = FromSchema<typeof htmlWidgetSchema>;

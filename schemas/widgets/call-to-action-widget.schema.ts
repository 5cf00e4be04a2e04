import type { FromSchema } from "json-schema-to-ts";
import { alignmentSchema, widgetBackgroundSchema, widgetImageSchema } from "./banner-widget.schema";
import { containerOptionsSchema } from "./common";

/** A call-to-action button: a link that looks like a button. */
export const ctaButtonSchema = {
  type: "object",
  description: "The button.",
  properties: {
    title: { type: "string", minLength: 1, maxLength: 100, description: "The button's text." },
    url: { type: "string", minLength: 1, maxLength: 2000, description: "Where the button goes." },
    type: { type: "string", enum: ["primary", "standard"], description: "primary (default) or standard." },
  },
  required: ["title", "url"],
  additionalProperties: false,
} as const;

/** CallToActionWidget (`react.cta`): a title, a description and a button. */
export const callToActionWidgetSchema = {
  $id: "CallToActionWidget",
  type: "object",
  description: "A call to action: a title, a description and a button.",
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200, description: "The widget's title." },
    description: { type: "string", maxLength: 1000, description: "Text under the title." },
    button: ctaButtonSchema,
    image: { ...widgetImageSchema, description: "An image beside the text." },
    background: widgetBackgroundSchema,
    textColor: { type: "string", maxLength: 50, description: "A CSS colour for the text." },
    alignment: { ...alignmentSchema, description: "Alignment of the content (default left)." },
    containerOptions: containerOptionsSchema,
  },
  required: ["title"],
  additionalProperties: false,
} as const;

/** Validated props of CallToActionWidget. */
export type CallToActionWidgetProps = FromSchema<typeof callToActionWidgetSchema>;

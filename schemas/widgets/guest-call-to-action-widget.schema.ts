import type { FromSchema } from "json-schema-to-ts";
import { alignmentSchema, widgetBackgroundSchema, widgetImageSchema } from "./banner-widget.schema";
import { containerOptionsSchema } from "./common";

/** GuestCallToActionWidget (`react.guest-cta`): invites guests to sign in or register. */
export const guestCallToActionWidgetSchema = {
  $id: "GuestCallToActionWidget",
  type: "object",
  description: "Shown to guests only: an invitation to sign in or register.",
  properties: {
    title: { type: "string", maxLength: 200, description: 'The title; "Welcome!" when absent.' },
    description: {
      type: "string",
      maxLength: 1000,
      description:
        'Text under the title; "It looks like you\'re new here. Sign in or register to get started." when absent.',
    },
    image: { ...widgetImageSchema, description: "An image beside the text." },
    background: widgetBackgroundSchema,
    textColor: { type: "string", maxLength: 50, description: "A CSS colour for the text." },
    alignment: { ...alignmentSchema, description: "Alignment of the content (default left)." },
    containerOptions: containerOptionsSchema,
  },
  additionalProperties: false,
} as const;

/** Validated props of GuestCallToActionWidget. */
export type GuestCallToActionWidgetProps = FromSchema<typeof guestCallToActionWidgetSchema>;

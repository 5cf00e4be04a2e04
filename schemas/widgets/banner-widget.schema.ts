import type { FromSchema } from "json-schema-to-ts";

export { bannerDefaults } from "./defaults";

/** An image a widget shows: its URL and the text that replaces it for screen readers. */
export const widgetImageSchema = {
  type: "object",
  description: "An image.",
  properties: {
    url: { type: "string", minLength: 1, maxLength: 2000, description: "The image's URL." },
    alt: { type: "string", maxLength: 300, description: "Alternative text; empty for a decorative image." },
  },
  required: ["url"],
  additionalProperties: false,
} as const;

/** A widget's background: a colour, an image, or the default decorative background. */
export const widgetBackgroundSchema = {
  type: "object",
  description: "The background; without one the default decorative background shows.",
  properties: {
    color: { type: "string", maxLength: 50, description: "A CSS colour." },
    imageUrl: { type: "string", maxLength: 2000, description: "URL of a background image." },
    useOverlay: { type: "boolean", description: "Darken the image so light text stays readable." },
  },
  additionalProperties: false,
} as const;

/** Left or centred. */
export const alignmentSchema = {
  type: "string",
  enum: ["left", "center"],
  description: "Alignment of the content: left (start side) or center.",
} as const;

/** BannerWidget (`react.banner.full`): the home page banner of shell spec §2 "Banner". */
export const bannerWidgetSchema = {
  $id: "BannerWidget",
  type: "object",
  description: "A banner with a title, a description and a search box.",
  properties: {
    title: {
      type: "string",
      maxLength: 200,
      description: 'The banner title; "How can we help you?" when absent.',
    },
    description: { type: "string", maxLength: 1000, description: "Text under the title." },
    alignment: {
      ...alignmentSchema,
      description: "Alignment of the content on wide screens (default center).",
    },
    mobileAlignment: {
      ...alignmentSchema,
      description: "Alignment of the content on narrow screens; the wide-screen alignment when absent.",
    },
    hideTitle: { type: "boolean", description: "Hide the title (it stays available to screen readers)." },
    hideDescription: { type: "boolean", description: "Hide the description." },
    hideSearch: { type: "boolean", description: "Hide the search box." },
    hideIcon: { type: "boolean", description: "Hide the icon." },
    searchPlacement: {
      type: "string",
      enum: ["middle", "bottom"],
      description: "middle: the search box under the text; bottom: on the banner's lower edge.",
    },
    searchPlaceholder: { type: "string", maxLength: 200, description: "Placeholder text of the search box." },
    logo: {
      ...widgetImageSchema,
      description: "A logo above the title.",
      properties: {
        ...widgetImageSchema.properties,
        width: { type: "integer", minimum: 1, maximum: 2000, description: "Logo width in px (default 300)." },
      },
    },
    icon: { ...widgetImageSchema, description: "An icon beside the title." },
    rightImage: {
      ...widgetImageSchema,
      description: "An image on the end side, shown on wide screens (at least 500 px wide).",
    },
    background: widgetBackgroundSchema,
    textColor: { type: "string", maxLength: 50, description: "A CSS colour for the text." },
    minHeight: {
      type: "integer",
      minimum: 0,
      maximum: 2000,
      description: "Minimum height in px (default 50).",
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of BannerWidget. */
export type BannerWidgetProps = FromSchema<typeof bannerWidgetSchema>;

import type { FromSchema } from "json-schema-to-ts";
import { alignmentSchema, widgetBackgroundSchema, widgetImageSchema } from "./banner-widget.schema";

export { contentBannerHeight, contentBannerMinHeight } from "./defaults";

/** BannerContentWidget (`react.banner.content`): the smaller content banner, without a search box. */
export const bannerContentWidgetSchema = {
  $id: "BannerContentWidget",
  type: "object",
  description: "A content banner: a smaller banner without a search box.",
  properties: {
    title: { type: "string", maxLength: 200, description: "The title; none when absent." },
    description: { type: "string", maxLength: 1000, description: "Text under the title." },
    alignment: {
      ...alignmentSchema,
      description: "Alignment of the content on wide screens (default left).",
    },
    mobileAlignment: {
      ...alignmentSchema,
      description: "Alignment of the content on narrow screens; the wide-screen alignment when absent.",
    },
    hideTitle: { type: "boolean", description: "Hide the title (it stays available to screen readers)." },
    hideDescription: { type: "boolean", description: "Hide the description." },
    hideIcon: { type: "boolean", description: "Hide the icon." },
    icon: { ...widgetImageSchema, description: "An icon beside the title." },
    background: widgetBackgroundSchema,
    textColor: { type: "string", maxLength: 50, description: "A CSS colour for the text." },
    minHeight: {
      type: "integer",
      description: "Minimum height in px: 120 when absent, kept between 80 and 180.",
    },
  },
  additionalProperties: false,
} as const;

/** Validated props of BannerContentWidget. */
export type BannerContentWidgetProps = FromSchema<typeof bannerContentWidgetSchema>;

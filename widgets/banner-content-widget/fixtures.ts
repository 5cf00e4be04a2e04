import type { BannerContentWidgetProps } from "../../schemas/widgets/banner-content-widget.schema";

/** Example props of BannerContentWidget: the defaults, a dressed banner and out-of-range heights. */
export const bannerContentWidgetFixtures = {
  defaults: {},
  titled: {
    title: "Product announcements",
    description: "News from the team.",
    alignment: "center",
    icon: { url: "/images/megaphone.svg", alt: "Announcements" },
    background: { color: "#0b3d75" },
    textColor: "#ffffff",
  },
  tooShort: { title: "Kept at 80", minHeight: 10 },
  tooTall: { title: "Kept at 180", minHeight: 900 },
  hiddenParts: {
    title: "Only for screen readers",
    description: "Not shown",
    icon: { url: "/images/megaphone.svg", alt: "Megaphone" },
    hideTitle: true,
    hideDescription: true,
    hideIcon: true,
  },
} satisfies Record<string, BannerContentWidgetProps>;

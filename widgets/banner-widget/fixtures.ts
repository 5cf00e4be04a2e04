import type { BannerWidgetProps } from "../../schemas/widgets/banner-widget.schema";

/** Example props of BannerWidget: the defaults, a fully dressed banner and edge cases. */
export const bannerWidgetFixtures = {
  defaults: {},
  full: {
    title: "Welcome to the Plaza community",
    description: "Ask questions, share ideas and meet other members.",
    alignment: "left",
    mobileAlignment: "center",
    searchPlacement: "bottom",
    searchPlaceholder: "Search the community",
    logo: { url: "/images/logo.svg", alt: "Plaza", width: 200 },
    icon: { url: "/images/icon.svg", alt: "" },
    rightImage: { url: "/images/people.png", alt: "People talking" },
    background: { color: "#0b3d75", imageUrl: "/images/banner.jpg", useOverlay: true },
    textColor: "#ffffff",
    minHeight: 320,
  },
  everythingHidden: {
    title: "Hidden but still announced",
    description: "Not shown",
    icon: { url: "/images/icon.svg", alt: "Icon" },
    hideTitle: true,
    hideDescription: true,
    hideSearch: true,
    hideIcon: true,
  },
  blankTitle: { title: "   ", description: "A blank title falls back to the default." },
} satisfies Record<string, BannerWidgetProps>;

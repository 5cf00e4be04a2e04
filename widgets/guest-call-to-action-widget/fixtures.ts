import type { GuestCallToActionWidgetProps } from "../../schemas/widgets/guest-call-to-action-widget.schema";

/** Example props of GuestCallToActionWidget: the defaults, custom text, and blank text. */
export const guestCallToActionWidgetFixtures = {
  defaults: {},
  custom: {
    title: "Join the conversation",
    description: "Members can post, react and follow categories.",
    image: { url: "/images/hello.png", alt: "" },
    alignment: "center",
    containerOptions: { borderType: "shadow" },
  },
  blankText: { title: " ", description: " " },
} satisfies Record<string, GuestCallToActionWidgetProps>;

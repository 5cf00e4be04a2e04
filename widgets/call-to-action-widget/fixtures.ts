import type { CallToActionWidgetProps } from "../../schemas/widgets/call-to-action-widget.schema";

/** Example props of CallToActionWidget: the defaults, a dressed one, and edge cases. */
export const callToActionWidgetFixtures = {
  defaults: {
    title: "Join the beta",
    button: { title: "Sign up", url: "/beta" },
  },
  dressed: {
    title: "Share your ideas",
    description: "Tell us what to build next.",
    button: { title: "Suggest an idea", url: "https://ideas.example.com", type: "standard" },
    image: { url: "/images/idea.png", alt: "A light bulb" },
    background: { color: "#fff8e1" },
    alignment: "center",
    containerOptions: { borderType: "shadow" },
  },
  noButton: { title: "Just a note", description: "No button here." },
  unsafeButton: { title: "Careful", button: { title: "Click", url: "javascript:alert(1)" } },
} satisfies Record<string, CallToActionWidgetProps>;

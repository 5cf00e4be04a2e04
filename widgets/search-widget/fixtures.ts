import type { SearchWidgetProps } from "../../schemas/widgets/search-widget.schema";

/** Example props of SearchWidget: the defaults, a titled one, a blank title, and one with scopes. */
export const searchWidgetFixtures = {
  defaults: {},
  titled: {
    title: "Search the community",
    description: "Find discussions, articles and members.",
    placeholder: "What are you looking for?",
  },
  blankTitle: { title: "   " },
  scoped: {
    scopes: [
      { value: "", label: "Everywhere" },
      { value: "category:12", label: "In Cats" },
    ],
  },
} satisfies Record<string, SearchWidgetProps>;

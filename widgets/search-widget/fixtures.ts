import type { SearchWidgetProps } from "../../schemas/widgets/search-widget.schema";

/** Example props of SearchWidget: the defaults, a titled one, and a blank title. */
export const searchWidgetFixtures = {
  defaults: {},
  titled: {
    title: "Search the community",
    description: "Find discussions, articles and members.",
    placeholder: "What are you looking for?",
  },
  blankTitle: { title: "   " },
} satisfies Record<string, SearchWidgetProps>;

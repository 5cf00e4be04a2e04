import type { RSSWidgetProps } from "../../schemas/widgets/rss-widget.schema";

const items: NonNullable<RSSWidgetProps["items"]> = [
  {
    title: "Plaza 1.2 released",
    url: "https://blog.example.com/plaza-1-2",
    description: "Faster pages, collections and a leaderboard.",
    date: "2024-06-10T09:00:00.000Z",
  },
  {
    title: "Community meetup in Lisbon",
    url: "https://blog.example.com/meetup",
    description: "",
    date: null,
  },
  {
    title: "Link dropped by the server",
    description: "Its link was unsafe, so only the text remains.",
    date: "2024-05-01T00:00:00.000Z",
  },
];

/** Example hydrated props of RSSWidget: valid ones and edge cases. */
export const rssWidgetFixtures: Record<string, RSSWidgetProps> = {
  latest: { title: "From the blog", feedUrl: "https://blog.example.com/feed.xml", items },
  limited: {
    feedUrl: "https://blog.example.com/feed.xml",
    limit: 1,
    subtitle: "Only the newest",
    containerOptions: { displayType: "grid" },
    items,
  },
  unsafeLinkFromOldHydration: {
    feedUrl: "https://blog.example.com/feed.xml",
    items: [
      { title: "Odd", url: "javascript:alert(1)", description: "<script>alert(1)</script>", date: null },
    ],
  },
  empty: { title: "From the blog", feedUrl: "https://blog.example.com/feed.xml", items: [] },
};

import type { QuickLinksProps } from "../../schemas/widgets/quick-links.schema";

/** Example props of QuickLinks: the defaults, every filtering rule, other displays, and nothing left. */
export const quickLinksFixtures = {
  defaults: {
    links: [
      { name: "Posts", url: "/discussions" },
      { name: "Categories", url: "/categories" },
    ],
  },
  filtered: {
    title: "Quick Links",
    links: [
      { id: "posts", name: "Posts", url: "discussions" },
      { id: "docs", name: "Docs", url: "https://docs.example.com" },
      { id: "home", name: "Home", url: "~/" },
      { id: "nameless", name: "", url: "/nowhere" },
      { id: "urlless", name: "No url" },
      { id: "hidden", name: "Hidden", url: "/hidden", isHidden: true },
      { id: "mods", name: "Moderation", url: "/moderation", permission: "community.moderate" },
      { id: "staff", name: "Staff corner", url: "/staff", roleIDs: [16] },
    ],
  },
  grid: {
    title: "Explore",
    subtitle: "Start here",
    description: "The places members visit most.",
    links: [
      { name: "Getting started", url: "/kb/getting-started" },
      { name: "Ideas", url: "/categories/ideas" },
      { name: "Events", url: "/events" },
    ],
    containerOptions: { displayType: "grid", borderType: "border", headerAlignment: "center" },
  },
  nothingVisible: { title: "Only hidden links", links: [{ name: "Hidden", url: "/h", isHidden: true }] },
} satisfies Record<string, QuickLinksProps>;

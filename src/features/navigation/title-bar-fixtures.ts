import type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";

/** A navigation with a mega-menu: two headed groups and two leaf links (shell spec §2). */
const megaMenuNavigation: NonNullable<TitleBarProps["navigation"]> = [
  { id: "posts", name: "Posts", url: "/discussions" },
  {
    id: "help",
    name: "Help",
    url: "/help",
    children: [
      {
        id: "guides",
        name: "Guides",
        children: [
          { id: "start", name: "Getting started", url: "/kb/getting-started" },
          { id: "setup", name: "Setting up", url: "kb/setup" },
        ],
      },
      {
        id: "policies",
        name: "Policies",
        url: "/kb/policies",
        children: [{ id: "rules", name: "Community rules", url: "/kb/rules" }],
      },
      { id: "faq", name: "FAQ", url: "/kb/faq", badge: { type: "text", text: "New" } },
      { id: "status", name: "Status", url: "https://status.example.com" },
    ],
  },
  { id: "categories", name: "Categories", url: "/categories" },
];

/** Example props of TitleBar: valid ones and edge cases, reused by tests and the dev gallery. */
export const titleBarFixtures: Record<string, TitleBarProps> = {
  /** The layout passes nothing: StickySolid, default navigation, text logo. */
  default: {},
  static: { positioning: "StaticSolid", borderType: "shadow" },
  /** Full-bleed on a page that allows transparency: StickyTransparent by default (shell spec §4). */
  fullBleed: { fullBleed: true, isTransparentAllowed: true },
  megaMenu: { navigation: megaMenuNavigation },
  /** Dropped, hidden, permission and role items (shell spec §5). */
  navigationRules: {
    navigation: [
      { id: "posts", name: "Posts", url: "discussions" },
      { id: "nameless", url: "/nameless" },
      { id: "nowhere", name: "Nowhere" },
      { id: "hidden", name: "Hidden", url: "/hidden", isHidden: true },
      { id: "moderation", name: "Moderation", url: "/moderation", permission: "community.moderate" },
      { id: "staff", name: "Staff corner", url: "/staff", roleIDs: [16] },
      { id: "everyone", name: "Everyone", url: "~/everyone", roleIDs: [] },
    ],
  },
  emptyNavigation: { navigation: [] },
  imageLogo: {
    logo: { url: "/logo.svg", mobileUrl: "/logo-mobile.svg" },
    logoStrategy: "default",
    borderType: "shadowAsBorder",
  },
  /** Names under the icon buttons: the 64 px bar (shell spec §9). */
  labelled: { showLabels: true, navigation: megaMenuNavigation },
  hiddenLogo: { logoStrategy: "hidden", navigationAlignment: "center", borderType: "none" },
  /** Transparency the page does not allow: shows StickySolid (shell spec §4). */
  transparentNotAllowed: { positioning: "StickyTransparent" },
  transparentAllowed: {
    positioning: "StaticTransparent",
    isTransparentAllowed: true,
    logoStrategy: "fade-in",
  },
};

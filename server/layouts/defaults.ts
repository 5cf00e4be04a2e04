import type { LayoutDefinitionNode, LayoutViewType } from "../../schemas/layout/node.schema";
import { msg } from "../services/translations/interface-text";

/** A layout's definition: the page's nodes and the title bar's node, before hydration. */
export interface LayoutDefinition {
  layout: LayoutDefinitionNode[];
  titleBar: LayoutDefinitionNode;
}

/** The title bar every built-in layout uses (shell spec §2 title bar). */
export const defaultTitleBar: LayoutDefinitionNode = { $hydrate: "react.titlebar" };

/**
 * New Post at the top of the main column on phones, where the panel comes after everything else
 * (thousands of pixels down a home page), and in the panel elsewhere.
 */
const newPostOnPhones: LayoutDefinitionNode = {
  $hydrate: "react.newpost",
  $middleware: { visibility: { device: "mobile" } },
};
const newPostInPanel: LayoutDefinitionNode = {
  $hydrate: "react.newpost",
  $middleware: { visibility: { device: "desktop" } },
};

/**
 * A community home: a full-width banner (title and hideSearch left out, so the widget's default
 * "How can we help you?" and its search box show; shell spec §9 banner defaults) over recent
 * discussions and categories, with a panel.
 */
const communityHome: LayoutDefinitionNode[] = [
  { $hydrate: "react.section.full-width", children: [{ $hydrate: "react.banner.full" }] },
  {
    $hydrate: "react.section.2-columns",
    mainTop: [
      newPostOnPhones,
      {
        $hydrate: "react.discussion.discussions",
        title: msg("Recent Discussions"),
        apiParams: { limit: 10, sort: "-dateLastComment" },
      },
      { $hydrate: "react.categories", title: msg("Categories") },
    ],
    secondaryTop: [
      newPostInPanel,
      { $hydrate: "react.sitetotals", title: msg("Community") },
      { $hydrate: "react.leaderboard", title: msg("Top Members") },
      { $hydrate: "react.tags", title: msg("Popular Tags") },
      { $hydrate: "react.guest-cta" },
    ],
  },
];

/**
 * The built-in layouts, used when no stored layout is assigned to a view, or when the view's
 * custom-layout flag is off (content spec §9). Only hydrate keys listed in schemas/widgets/index.ts:
 * a key whose widget is not registered yet hydrates to a LayoutError node, by design.
 */
export const defaultLayouts: Record<LayoutViewType, { name: string } & LayoutDefinition> = {
  home: { name: "Home Page", layout: communityHome, titleBar: defaultTitleBar },
  subcommunityHome: { name: "Subcommunity Home Page", layout: communityHome, titleBar: defaultTitleBar },
  discussionList: {
    name: "Discussions Page",
    layout: [
      {
        $hydrate: "react.section.2-columns",
        breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
        // On a category page: its heading, description, banner image and follow button, then its
        // subcategories; both show nothing on /discussions.
        mainTop: [
          { $hydrate: "react.category.header" },
          newPostOnPhones,
          {
            $hydrate: "react.categories",
            title: msg("Subcategories"),
            apiParams: { childrenOfPage: true },
            containerOptions: { maxColumnCount: 3 },
            itemOptions: { contentType: "title" },
          },
          // Titled, so the discussions' own headings (h3) follow an h2 under the category's h1.
          { $hydrate: "react.asset.discussionList", title: msg("Discussions") },
        ],
        secondaryTop: [newPostInPanel, { $hydrate: "react.categories", title: msg("Categories") }],
      },
    ],
    titleBar: defaultTitleBar,
  },
  categoryList: {
    name: "Categories Page",
    layout: [
      {
        $hydrate: "react.section.1-column",
        children: [
          { $hydrate: "react.breadcrumbs" },
          // The whole tree: subcategories nested under their parents, each with its counts and
          // its newest discussion.
          {
            $hydrate: "react.categories",
            title: msg("Categories"),
            isPageHeading: true,
            apiParams: { maxDepth: 4, expand: ["lastPost"] },
            containerOptions: { displayType: "list" },
          },
        ],
      },
    ],
    titleBar: defaultTitleBar,
  },
  // Content spec §2 post-page assets: the original post (with its tags), the comment thread and the
  // comment box in the main column; the discussion's details (participants, counts, category, tags,
  // last reply, related discussions) in the panel, which comes after the thread on phones.
  post: {
    name: "Post Page",
    layout: [
      {
        $hydrate: "react.section.2-columns",
        breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
        mainTop: [
          { $hydrate: "react.asset.originalPost" },
          { $hydrate: "react.asset.commentThread" },
          { $hydrate: "react.asset.createComment" },
        ],
        secondaryTop: [{ $hydrate: "react.discussion.details" }],
      },
    ],
    titleBar: defaultTitleBar,
  },
  // Content spec §2: the create post form is a lazily loaded asset of the create-post layout.
  createPost: {
    name: "Create Post Page",
    layout: [
      {
        $hydrate: "react.section.1-column",
        isNarrow: true,
        children: [{ $hydrate: "react.breadcrumbs" }, { $hydrate: "react.asset.createPostForm" }],
      },
    ],
    titleBar: defaultTitleBar,
  },
};

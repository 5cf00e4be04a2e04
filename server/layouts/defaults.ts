import type { LayoutDefinitionNode, LayoutViewType } from "../../schemas/layout/node.schema";

/** A layout's definition: the page's nodes and the title bar's node, before hydration. */
export interface LayoutDefinition {
  layout: LayoutDefinitionNode[];
  titleBar: LayoutDefinitionNode;
}

/** The title bar every built-in layout uses (shell spec §2 title bar). */
export const defaultTitleBar: LayoutDefinitionNode = { $hydrate: "react.titlebar" };

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
      {
        $hydrate: "react.discussion.discussions",
        title: "Recent Discussions",
        apiParams: { limit: 10, sort: "-dateLastComment" },
      },
      { $hydrate: "react.categories", title: "Categories" },
    ],
    secondaryTop: [
      { $hydrate: "react.newpost" },
      { $hydrate: "react.sitetotals", title: "Community" },
      { $hydrate: "react.leaderboard", title: "Top Members" },
      { $hydrate: "react.tags", title: "Popular Tags" },
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
        mainTop: [{ $hydrate: "react.asset.discussionList" }],
        secondaryTop: [{ $hydrate: "react.newpost" }, { $hydrate: "react.categories", title: "Categories" }],
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
          { $hydrate: "react.categories", title: "Categories", containerOptions: { displayType: "list" } },
        ],
      },
    ],
    titleBar: defaultTitleBar,
  },
  // Content spec §2 post-page assets: the original post (with its tags), the comment thread and the
  // comment box. TODO(#5): attachments, meta and suggested answers join when they exist.
  post: {
    name: "Post Page",
    layout: [
      {
        $hydrate: "react.section.1-column",
        children: [
          { $hydrate: "react.breadcrumbs" },
          { $hydrate: "react.asset.originalPost" },
          { $hydrate: "react.asset.commentThread" },
          { $hydrate: "react.asset.createComment" },
        ],
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

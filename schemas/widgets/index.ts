import {
  layoutErrorSchema,
  sectionFullWidthSchema,
  sectionOneColumnSchema,
  sectionThreeColumnsEvenSchema,
  sectionThreeColumnsSchema,
  sectionTwoColumnsEvenSchema,
  sectionTwoColumnsSchema,
} from "./sections.schema";
import { titleBarSchema } from "./title-bar.schema";
import { siteTotalsWidgetSchema } from "./site-totals-widget.schema";
import { leaderboardWidgetSchema } from "./leaderboard-widget.schema";
import { userSpotlightWidgetSchema } from "./user-spotlight-widget.schema";
import { customFragmentWidgetSchema } from "./custom-fragment-widget.schema";
import { bannerWidgetSchema } from "./banner-widget.schema";
import { bannerContentWidgetSchema } from "./banner-content-widget.schema";
import { breadcrumbsSchema } from "./breadcrumbs.schema";
import { htmlWidgetSchema } from "./html-widget.schema";
import { quickLinksSchema } from "./quick-links.schema";
import { callToActionWidgetSchema } from "./call-to-action-widget.schema";
import { guestCallToActionWidgetSchema } from "./guest-call-to-action-widget.schema";
import { tabWidgetSchema } from "./tab-widget.schema";
import { searchWidgetSchema } from "./search-widget.schema";
import { newPostMenuSchema } from "./new-post-menu.schema";
import { suggestedContentWidgetSchema } from "./suggested-content-widget.schema";
import { discussionsWidgetSchema } from "./discussions-widget.schema";
import { discussionListAssetSchema } from "./discussion-list-asset.schema";
import { categoriesWidgetSchema } from "./categories-widget.schema";
import { tagWidgetSchema } from "./tag-widget.schema";
import { categoryFollowWidgetSchema } from "./category-follow-widget.schema";
import { categoryHeaderWidgetSchema } from "./category-header-widget.schema";
import { featuredCollectionsWidgetSchema } from "./featured-collections-widget.schema";
import { rssWidgetSchema } from "./rss-widget.schema";
import { createPostFormAssetSchema } from "./create-post-form-asset.schema";
import { originalPostAssetSchema } from "./original-post-asset.schema";
import { commentThreadAssetSchema } from "./comment-thread-asset.schema";
import { createCommentAssetSchema } from "./create-comment-asset.schema";
import { pollWidgetSchema } from "./poll-widget.schema";
import { discussionDetailsWidgetSchema } from "./discussion-details-widget.schema";
import { CUSTOM_FRAGMENT_TYPE, fragmentTypeOfWidget, INNER_FRAGMENT_TYPES } from "./fragment-types";

/** What a catalog entry is: a section holds other nodes; a widget renders content. */
export type WidgetKind = "section" | "widget" | "asset" | "system";

/** One built-in widget or section: its registry type, definition key, name, schema and fragment types. */
export interface WidgetCatalogEntry {
  /** The registry key (`$reactComponent`); the schema's `$id` is the same. */
  type: string;
  /** The `$hydrate` key of layout definitions. */
  hydrate: string;
  /** A name for people (the layout editor's list). */
  name: string;
  kind: WidgetKind;
  /** JSON Schema of the hydrated props. Its `$id` equals `type`. */
  schema: { $id: string; [key: string]: unknown };
  /** Fragment types that may replace this widget (shell spec §2 custom fragments). */
  fragmentTypes?: readonly string[];
  /** The addon the widget belongs to: out of the catalog while that addon is off (content spec §2). */
  addon?: string;
  /**
   * True when the server has a hydrator for the widget (server/layouts/hydrators/index.ts; a server
   * test keeps the two in step): it may fill required props itself, so a definition may leave them out.
   */
  hydrated?: true;
}

/** The built-in widgets and sections, before each gets its fragment types. */
const builtInEntries: readonly WidgetCatalogEntry[] = [
  {
    type: "SectionOneColumn",
    hydrate: "react.section.1-column",
    name: "1 column",
    kind: "section",
    schema: sectionOneColumnSchema,
  },
  {
    type: "SectionTwoColumns",
    hydrate: "react.section.2-columns",
    name: "2 columns",
    kind: "section",
    schema: sectionTwoColumnsSchema,
  },
  {
    type: "SectionThreeColumns",
    hydrate: "react.section.3-columns",
    name: "3 columns",
    kind: "section",
    schema: sectionThreeColumnsSchema,
  },
  {
    type: "SectionTwoColumnsEven",
    hydrate: "react.section.2-columns-even",
    name: "2 even columns",
    kind: "section",
    schema: sectionTwoColumnsEvenSchema,
  },
  {
    type: "SectionThreeColumnsEven",
    hydrate: "react.section.3-columns-even",
    name: "3 even columns",
    kind: "section",
    schema: sectionThreeColumnsEvenSchema,
  },
  {
    type: "SectionFullWidth",
    hydrate: "react.section.full-width",
    name: "Full width",
    kind: "section",
    schema: sectionFullWidthSchema,
  },
  {
    type: "LayoutError",
    hydrate: "react.layout-error",
    name: "Layout error",
    kind: "system",
    schema: layoutErrorSchema,
  },
  {
    type: "TitleBar",
    hydrate: "react.titlebar",
    name: "Title bar",
    kind: "widget",
    schema: titleBarSchema,
    hydrated: true,
  },
  {
    type: "SiteTotalsWidget",
    hydrate: "react.sitetotals",
    name: "Site totals",
    kind: "widget",
    schema: siteTotalsWidgetSchema,
    hydrated: true,
  },
  {
    type: "LeaderboardWidget",
    hydrate: "react.leaderboard",
    name: "Leaderboard",
    kind: "widget",
    schema: leaderboardWidgetSchema,
    hydrated: true,
  },
  {
    type: "UserSpotlightWidget",
    hydrate: "react.userspotlight",
    name: "User spotlight",
    kind: "widget",
    schema: userSpotlightWidgetSchema,
    hydrated: true,
  },
  {
    type: "CustomFragmentWidget",
    hydrate: "react.customfragment",
    name: "Custom fragment",
    kind: "widget",
    schema: customFragmentWidgetSchema,
  },
  {
    type: "BannerWidget",
    hydrate: "react.banner.full",
    name: "Banner",
    kind: "widget",
    schema: bannerWidgetSchema,
  },
  {
    type: "BannerContentWidget",
    hydrate: "react.banner.content",
    name: "Content banner",
    kind: "widget",
    schema: bannerContentWidgetSchema,
  },
  {
    type: "Breadcrumbs",
    hydrate: "react.breadcrumbs",
    name: "Breadcrumbs",
    kind: "widget",
    schema: breadcrumbsSchema,
    hydrated: true,
  },
  { type: "HtmlWidget", hydrate: "react.html", name: "HTML", kind: "widget", schema: htmlWidgetSchema },
  {
    type: "QuickLinks",
    hydrate: "react.quick-links",
    name: "Quick links",
    kind: "widget",
    schema: quickLinksSchema,
  },
  {
    type: "CallToActionWidget",
    hydrate: "react.cta",
    name: "Call to action",
    kind: "widget",
    schema: callToActionWidgetSchema,
  },
  {
    type: "GuestCallToActionWidget",
    hydrate: "react.guest-cta",
    name: "Guest call to action",
    kind: "widget",
    schema: guestCallToActionWidgetSchema,
  },
  { type: "TabWidget", hydrate: "react.tabs", name: "Tabs", kind: "widget", schema: tabWidgetSchema },
  {
    type: "SearchWidget",
    hydrate: "react.search",
    name: "Search",
    kind: "widget",
    schema: searchWidgetSchema,
  },
  {
    type: "NewPostMenu",
    hydrate: "react.newpost",
    name: "New post menu",
    kind: "widget",
    schema: newPostMenuSchema,
  },
  {
    type: "SuggestedContentWidget",
    hydrate: "react.suggestedcontent",
    name: "Suggested content",
    kind: "widget",
    schema: suggestedContentWidgetSchema,
    hydrated: true,
  },
  {
    type: "DiscussionsWidget",
    hydrate: "react.discussion.discussions",
    name: "Discussions",
    kind: "widget",
    schema: discussionsWidgetSchema,
    hydrated: true,
  },
  {
    type: "DiscussionListAsset",
    hydrate: "react.asset.discussionList",
    name: "Discussion list",
    kind: "asset",
    schema: discussionListAssetSchema,
    hydrated: true,
  },
  {
    type: "CategoriesWidget",
    hydrate: "react.categories",
    name: "Categories",
    kind: "widget",
    schema: categoriesWidgetSchema,
    hydrated: true,
  },
  {
    type: "TagWidget",
    hydrate: "react.tags",
    name: "Tags",
    kind: "widget",
    schema: tagWidgetSchema,
    hydrated: true,
  },
  {
    type: "CategoryFollowWidget",
    hydrate: "react.categoryfollow",
    name: "Category follow",
    kind: "widget",
    schema: categoryFollowWidgetSchema,
    hydrated: true,
  },
  {
    type: "CategoryHeaderWidget",
    hydrate: "react.category.header",
    name: "Category header",
    kind: "widget",
    schema: categoryHeaderWidgetSchema,
    hydrated: true,
  },
  {
    type: "FeaturedCollectionsWidget",
    hydrate: "react.featuredcollections",
    name: "Featured collections",
    kind: "widget",
    schema: featuredCollectionsWidgetSchema,
    hydrated: true,
  },
  {
    type: "RSSWidget",
    hydrate: "react.rss",
    name: "RSS feed",
    kind: "widget",
    schema: rssWidgetSchema,
    hydrated: true,
  },
  {
    type: "CreatePostFormAsset",
    hydrate: "react.asset.createPostForm",
    name: "Create post form",
    kind: "asset",
    schema: createPostFormAssetSchema,
    hydrated: true,
  },
  {
    type: "OriginalPostAsset",
    hydrate: "react.asset.originalPost",
    name: "Original post",
    kind: "asset",
    schema: originalPostAssetSchema,
    hydrated: true,
  },
  {
    type: "CommentThreadAsset",
    hydrate: "react.asset.commentThread",
    name: "Comment thread",
    kind: "asset",
    schema: commentThreadAssetSchema,
    hydrated: true,
  },
  {
    type: "CreateCommentAsset",
    hydrate: "react.asset.createComment",
    name: "Create comment",
    kind: "asset",
    schema: createCommentAssetSchema,
    hydrated: true,
  },
  {
    type: "DiscussionDetailsWidget",
    hydrate: "react.discussion.details",
    name: "Discussion details",
    kind: "widget",
    schema: discussionDetailsWidgetSchema,
    hydrated: true,
  },
  {
    type: "PollWidget",
    hydrate: "react.poll",
    name: "Poll",
    kind: "widget",
    schema: pollWidgetSchema,
    addon: "polls",
    hydrated: true,
  },
  // WIDGETS: one line per widget. Types and hydrate keys to use:
  // TitleBar react.titlebar | BannerWidget react.banner.full | BannerContentWidget react.banner.content |
  // Breadcrumbs react.breadcrumbs | DiscussionListAsset react.asset.discussionList | HtmlWidget react.html |
  // QuickLinks react.quick-links | CategoriesWidget react.categories | TagWidget react.tags | RSSWidget react.rss |
  // UserSpotlightWidget react.userspotlight | SiteTotalsWidget react.sitetotals | NewPostMenu react.newpost |
  // LeaderboardWidget react.leaderboard | DiscussionsWidget react.discussion.discussions | TabWidget react.tabs |
  // CallToActionWidget react.cta | GuestCallToActionWidget react.guest-cta |
  // FeaturedCollectionsWidget react.featuredcollections | CategoryFollowWidget react.categoryfollow |
  // SuggestedContentWidget react.suggestedcontent | SearchWidget react.search | CustomFragmentWidget react.customfragment
];

/**
 * Every built-in widget and section. The server validates definitions and builds the catalog from
 * this list; the client's build-time validators are generated from it. Each widget's fragment types
 * follow one rule (schemas/widgets/fragment-types.ts).
 */
export const widgetCatalog: readonly WidgetCatalogEntry[] = builtInEntries.map((entry) => {
  const own = fragmentTypeOfWidget(entry.type);
  return own ? { ...entry, fragmentTypes: [own] } : entry;
});

/**
 * Every fragment type something can use: each widget's, the inner parts' (CommentItemFragment) and
 * CustomFragment. The server refuses a fragment of any other type.
 */
export const knownFragmentTypes: readonly string[] = [
  ...widgetCatalog.flatMap((entry) => [
    ...(entry.fragmentTypes ?? []),
    ...(INNER_FRAGMENT_TYPES[entry.type] ?? []),
  ]),
  CUSTOM_FRAGMENT_TYPE,
];

/** The catalog entry of a registry type or hydrate key, case-insensitively. */
export function findCatalogEntry(nameOrHydrateKey: string): WidgetCatalogEntry | undefined {
  const key = nameOrHydrateKey.toLowerCase();
  return widgetCatalog.find(
    (entry) => entry.type.toLowerCase() === key || entry.hydrate.toLowerCase() === key,
  );
}

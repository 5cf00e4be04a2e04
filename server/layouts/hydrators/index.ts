import type { WidgetHydrator } from "../types";
import { hydrateSiteTotalsWidget } from "./site-totals-widget";
import { hydrateLeaderboardWidget } from "./leaderboard-widget";
import { hydrateUserSpotlightWidget } from "./user-spotlight-widget";
import { hydrateDiscussionsWidget } from "./discussions-widget";
import { hydrateDiscussionListAsset } from "./assets/discussion-list-asset";
import { hydrateCategoriesWidget } from "./categories-widget";
import { hydrateTagWidget } from "./tag-widget";
import { hydrateCategoryFollowWidget } from "./category-follow-widget";
import { hydrateCategoryHeaderWidget } from "./category-header-widget";
import { hydrateSuggestedContentWidget } from "./suggested-content-widget";
import { hydrateFeaturedCollectionsWidget } from "./featured-collections-widget";
import { hydrateRSSWidget } from "./rss-widget";
import { hydrateBreadcrumbs } from "./breadcrumbs";
import { hydrateOriginalPostAsset } from "./assets/original-post-asset";
import { hydrateCommentThreadAsset } from "./assets/comment-thread-asset";
import { hydrateCreateCommentAsset } from "./assets/create-comment-asset";
import { hydrateCreatePostFormAsset } from "./assets/create-post-form-asset";
import { hydratePollWidget } from "./poll-widget";
import { hydrateDiscussionDetailsWidget } from "./discussion-details-widget";
import { hydrateTitleBar } from "./title-bar";

/**
 * Server hydrators by widget type. A widget without one gets its definition props unchanged.
 * Add one line per widget that loads data.
 */
export const widgetHydrators: Record<string, WidgetHydrator> = {
  // HYDRATORS
  SiteTotalsWidget: hydrateSiteTotalsWidget,
  LeaderboardWidget: hydrateLeaderboardWidget,
  UserSpotlightWidget: hydrateUserSpotlightWidget,
  DiscussionsWidget: hydrateDiscussionsWidget,
  DiscussionListAsset: hydrateDiscussionListAsset,
  CategoriesWidget: hydrateCategoriesWidget,
  TagWidget: hydrateTagWidget,
  CategoryFollowWidget: hydrateCategoryFollowWidget,
  CategoryHeaderWidget: hydrateCategoryHeaderWidget,
  SuggestedContentWidget: hydrateSuggestedContentWidget,
  FeaturedCollectionsWidget: hydrateFeaturedCollectionsWidget,
  RSSWidget: hydrateRSSWidget,
  Breadcrumbs: hydrateBreadcrumbs,
  OriginalPostAsset: hydrateOriginalPostAsset,
  CommentThreadAsset: hydrateCommentThreadAsset,
  CreateCommentAsset: hydrateCreateCommentAsset,
  CreatePostFormAsset: hydrateCreatePostFormAsset,
  PollWidget: hydratePollWidget,
  DiscussionDetailsWidget: hydrateDiscussionDetailsWidget,
  TitleBar: hydrateTitleBar,
};

import type { WidgetDefinition } from "../runtime/registry/define-widget";
import { sectionOneColumnWidget } from "./section-one-column";
import { sectionTwoColumnsWidget } from "./section-two-columns";
import { sectionThreeColumnsWidget } from "./section-three-columns";
import { sectionTwoColumnsEvenWidget } from "./section-two-columns-even";
import { sectionThreeColumnsEvenWidget } from "./section-three-columns-even";
import { sectionFullWidthWidget } from "./section-full-width";
import { titleBarWidget } from "./title-bar";
import { siteTotalsWidget } from "./site-totals-widget";
import { leaderboardWidget } from "./leaderboard-widget";
import { userSpotlightWidget } from "./user-spotlight-widget";
import { customFragmentWidget } from "./custom-fragment-widget";
import { bannerWidget } from "./banner-widget";
import { bannerContentWidget } from "./banner-content-widget";
import { breadcrumbsWidget } from "./breadcrumbs";
import { htmlWidget } from "./html-widget";
import { quickLinksWidget } from "./quick-links";
import { callToActionWidget } from "./call-to-action-widget";
import { guestCallToActionWidget } from "./guest-call-to-action-widget";
import { tabWidget } from "./tab-widget";
import { searchWidget } from "./search-widget";
import { newPostMenuWidget } from "./new-post-menu";
import { suggestedContentWidget } from "./suggested-content-widget";
import { discussionsWidget } from "./discussions-widget";
import { discussionListAsset } from "./discussion-list-asset";
import { categoriesWidget } from "./categories-widget";
import { tagWidget } from "./tag-widget";
import { categoryFollowWidget } from "./category-follow-widget";
import { categoryHeaderWidget } from "./category-header-widget";
import { featuredCollectionsWidget } from "./featured-collections-widget";
import { rssWidget } from "./rss-widget";
import { createPostFormAsset } from "./create-post-form-asset";
import { originalPostAsset } from "./original-post-asset";
import { commentThreadAsset } from "./comment-thread-asset";
import { createCommentAsset } from "./create-comment-asset";
import { pollWidget } from "./poll-widget";
import { discussionDetailsWidget } from "./discussion-details-widget";

/** The built-in widgets and sections, the registry's first entries. Add one line per widget. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const builtInWidgets: WidgetDefinition<any>[] = [
  sectionOneColumnWidget,
  sectionTwoColumnsWidget,
  sectionThreeColumnsWidget,
  sectionTwoColumnsEvenWidget,
  sectionThreeColumnsEvenWidget,
  sectionFullWidthWidget,
  titleBarWidget,
  siteTotalsWidget,
  leaderboardWidget,
  userSpotlightWidget,
  customFragmentWidget,
  bannerWidget,
  bannerContentWidget,
  breadcrumbsWidget,
  htmlWidget,
  quickLinksWidget,
  callToActionWidget,
  guestCallToActionWidget,
  tabWidget,
  searchWidget,
  newPostMenuWidget,
  suggestedContentWidget,
  discussionsWidget,
  discussionListAsset,
  categoriesWidget,
  tagWidget,
  categoryFollowWidget,
  categoryHeaderWidget,
  featuredCollectionsWidget,
  rssWidget,
  createPostFormAsset,
  originalPostAsset,
  commentThreadAsset,
  createCommentAsset,
  pollWidget,
  discussionDetailsWidget,
];

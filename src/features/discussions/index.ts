export { DiscussionList, type DiscussionListProps } from "./DiscussionList";
export { DiscussionListItem, type DiscussionListItemProps } from "./DiscussionListItem";
export { DiscussionBadges, type DiscussionBadgesProps } from "./DiscussionBadges";
export {
  DiscussionMeta,
  MAX_USER_TAGS,
  type DiscussionMetaDisplay,
  type DiscussionMetaProps,
} from "./DiscussionMeta";
export { DiscussionPager, type DiscussionPagerProps } from "./DiscussionPager";
export { DiscussionSortSelect, type DiscussionSortSelectProps } from "./DiscussionSortSelect";
export {
  QuestionStatusSelect,
  isQuestionStatus,
  type QuestionStatusSelectProps,
} from "./QuestionStatusSelect";
export { useDiscussions, discussionsKey, fetchDiscussionPage, type DiscussionPage } from "./use-discussions";
export { pagerState, type PagerInput, type PagerState } from "./pager-state";
export { discussionListUrl, viewAllUrl, type ListPageLocation } from "./list-urls";
export { DEFAULT_DISCUSSION_SORT, discussionSortOptions, isDiscussionSort } from "./sort-options";
export { sampleDiscussions } from "./discussion-fixtures";
export { BookmarkButton, type BookmarkButtonProps } from "./BookmarkButton";
export { useBookmark, BOOKMARK_ERROR_TEXT, type BookmarkState } from "./use-bookmark";

export { OriginalPost, discussionEditUrl, type OriginalPostProps } from "./OriginalPost";
export {
  CommentThread,
  type CommentThreadProps,
  type CommentItemFragmentProps,
  type CommentItemDiscussion,
} from "./CommentThread";
export { CommentBox, CLOSED_DISCUSSION_TEXT, type CommentBoxProps } from "./CommentBox";
export { CommentItem, TOMBSTONE_TEXT, type CommentItemProps } from "./CommentItem";
export {
  commentBoxStore,
  createCommentBoxStore,
  CREATE_COMMENT_ID,
  type CommentBoxStore,
} from "./comment-box-store";
export { discussionPageUrl, commentAnchorID, type DiscussionPageLocation } from "./comment-urls";
export { DEFAULT_COMMENT_SORT, commentSortOptions, isCommentSort } from "./comment-sorts";
export { useComments, commentsKey, type CommentPage, type CommentQuery } from "./use-comments";
export { HASH_SCROLL_REAPPLY_MS } from "./use-permalink-scroll";
export { LINK_COPIED_TEXT } from "./ShareMenu";
export { UserContent, type UserContentProps } from "./UserContent";
export { ComposerTabs, type ComposerBody, type ComposerTabsProps } from "./ComposerTabs";
export { sampleComments, sampleDiscussion } from "./post-fixtures";

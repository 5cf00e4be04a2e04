export { DiscussionOptionsMenu, type DiscussionOptionsMenuProps } from "./DiscussionOptionsMenu";
export { CommentOptionsMenu, type CommentOptionsMenuProps } from "./CommentOptionsMenu";
export {
  discussionActions,
  discussionActionNames,
  type DiscussionActionName,
  type OptionsViewer,
} from "./discussion-actions";
export { commentActions, commentActionNames, type CommentActionName } from "./comment-actions";
export { discussionKey } from "./refresh-keys";

import { COMMENT_THREAD_DEFAULT_LIMIT } from "../../schemas/widgets/defaults";
import type { CommentThreadAssetProps } from "../../schemas/widgets/comment-thread-asset.schema";
import { CommentThread } from "../../src/features/posts";

/**
 * CommentThreadAsset: the page of comments the server preloaded for the page's params, with sort and
 * pager; a permalinked comment is highlighted. Without a discussion there is nothing to show.
 */
export function CommentThreadAsset(props: CommentThreadAssetProps) {
  if (props.discussionID === undefined) return null;
  const limit = props.apiParams?.limit ?? COMMENT_THREAD_DEFAULT_LIMIT;
  const page = props.apiParams?.page ?? props.initialPaging?.currentPage ?? 1;
  const initial = props.comments
    ? {
        comments: props.comments,
        paging: props.initialPaging ?? { currentPage: page, limit, total: props.comments.length },
      }
    : undefined;
  return (
    <CommentThread
      discussionID={props.discussionID}
      discussionName={props.discussionName ?? ""}
      categoryID={props.categoryID ?? -1}
      closed={props.closed ?? false}
      sort={props.apiParams?.sort}
      page={page}
      limit={limit}
      initial={initial}
      highlightCommentID={props.highlightCommentID}
    />
  );
}

export default CommentThreadAsset;

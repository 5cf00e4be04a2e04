import type { CreateCommentAssetProps } from "../../schemas/widgets/create-comment-asset.schema";
import { CommentBox } from "../../src/features/posts";

/** CreateCommentAsset: the page's comment box (or Sign In for guests). Nothing without a discussion. */
export function CreateCommentAsset(props: CreateCommentAssetProps) {
  if (props.discussionID === undefined) return null;
  return (
    <CommentBox
      discussionID={props.discussionID}
      categoryID={props.categoryID ?? -1}
      closed={props.closed ?? false}
    />
  );
}

export default CreateCommentAsset;

import type { CommentSort } from "../../../schemas/entities/comment.schema";
import { SortSelect } from "../../ui/SortSelect";
import { commentSortOptions } from "./comment-sorts";

/** Props of {@link CommentSortSelect}. */
export interface CommentSortSelectProps {
  value: CommentSort;
  onChange(sort: CommentSort): void;
}

/** A labelled select of the comment sorts of content spec §3: Oldest, Newest, Top, Trending. */
export function CommentSortSelect({ value, onChange }: CommentSortSelectProps) {
  return <SortSelect value={value} options={commentSortOptions} onChange={onChange} />;
}

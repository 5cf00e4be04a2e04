import type { DiscussionSort } from "../../../schemas/entities/discussion.schema";
import { SortSelect } from "../../ui/SortSelect";
import { DEFAULT_DISCUSSION_SORT, discussionSortOptions } from "./sort-options";

/** Props of {@link DiscussionSortSelect}. */
export interface DiscussionSortSelectProps {
  value: DiscussionSort | undefined;
  onChange: (sort: DiscussionSort) => void;
}

/** A labelled select of the discussion sorts of content spec §3. */
export function DiscussionSortSelect({
  value = DEFAULT_DISCUSSION_SORT,
  onChange,
}: DiscussionSortSelectProps) {
  return <SortSelect value={value} options={discussionSortOptions} onChange={onChange} />;
}

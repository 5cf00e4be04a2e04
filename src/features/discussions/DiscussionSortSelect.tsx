import { useId } from "react";
import type { DiscussionSort } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import { DEFAULT_DISCUSSION_SORT, discussionSortOptions, isDiscussionSort } from "./sort-options";
import * as styles from "./discussion-list.styles";

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
  const id = useId();
  return (
    <span className={styles.sortSelect}>
      <label htmlFor={id}>{t("Sort by")}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isDiscussionSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {discussionSortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </span>
  );
}

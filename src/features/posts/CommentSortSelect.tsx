import { useId } from "react";
import type { CommentSort } from "../../../schemas/entities/comment.schema";
import { t } from "../../../runtime/i18n/t";
import { commentSortOptions, isCommentSort } from "./comment-sorts";
import * as styles from "./posts.styles";

/** Props of {@link CommentSortSelect}. */
export interface CommentSortSelectProps {
  value: CommentSort;
  onChange(sort: CommentSort): void;
}

/** A labelled select of the comment sorts of content spec §3: Oldest, Newest, Top, Trending. */
export function CommentSortSelect({ value, onChange }: CommentSortSelectProps) {
  const id = useId();
  return (
    <span className={styles.sortSelect}>
      <label htmlFor={id}>{t("Sort by")}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isCommentSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {commentSortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </span>
  );
}

import { useId } from "react";
import { t } from "../../runtime/i18n/t";
import * as styles from "./SortSelect.styles";

/** One choice of a {@link SortSelect}: the sort value and its English label. */
export interface SortOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link SortSelect}. */
export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly SortOption<T>[];
  onChange(sort: T): void;
}

/** A select labelled "Sort by" offering only the given sorts (unknown values are ignored). */
export function SortSelect<T extends string>({ value, options, onChange }: SortSelectProps<T>) {
  const id = useId();
  return (
    <span className={styles.sortSelect}>
      <label htmlFor={id}>{t("Sort by")}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </span>
  );
}

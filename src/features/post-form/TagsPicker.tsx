import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { Combobox } from "./Combobox";
import { searchTags, type TagOption } from "./post-form-api";
import { useDebouncedSearch } from "./use-debounced-search";
import * as styles from "./post-form.styles";

/** Content spec §9: tag search debounce 100 ms. */
export const TAG_SEARCH_DEBOUNCE_MS = 100;

/** Props of {@link TagsPicker}. */
export interface TagsPickerProps {
  value: TagOption[];
  onChange(tags: TagOption[]): void;
  errors?: string[];
  disabled?: boolean;
}

/** The Tags combobox: `GET /tags?query=` 100 ms after typing pauses; picked tags show as removable chips. */
export function TagsPicker({ value, onChange, errors, disabled }: TagsPickerProps) {
  const [text, setText] = useState("");
  const search = useDebouncedSearch(text, searchTags, TAG_SEARCH_DEBOUNCE_MS);
  const chosen = new Set(value.map((tag) => tag.tagID));
  const options = search.results.filter((tag) => !chosen.has(tag.tagID));

  return (
    <div>
      <Combobox
        label={t("Tags")}
        disabled={disabled}
        inputValue={text}
        onInputChange={setText}
        options={options}
        optionKey={(tag) => tag.tagID}
        optionLabel={(tag) => tag.name}
        onSelect={(tag) => {
          onChange([...value, { tagID: tag.tagID, name: tag.name }]);
          setText("");
        }}
        status={search.status}
        errors={errors}
      />
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t("Selected tags")}>
          {value.map((tag) => (
            <li key={tag.tagID} className={styles.chip}>
              {tag.name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t("Remove {name}", { name: tag.name })}
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other.tagID !== tag.tagID))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from "react";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { Combobox } from "./Combobox";
import { searchCategories, type CategoryOption } from "./post-form-api";
import { useDebouncedSearch } from "./use-debounced-search";

/** How long the category search waits for typing to pause (the tag search's 100 ms, content spec §9). */
export const CATEGORY_SEARCH_DEBOUNCE_MS = 100;

/** Props of {@link CategoryPicker}. */
export interface CategoryPickerProps {
  value: CategoryOption | null;
  onChange(category: CategoryOption | null): void;
  errors?: string[];
  disabled?: boolean;
}

/**
 * The Category combobox: searches `GET /categories/search` as the user types and offers only the
 * categories the viewer may start discussions in (`discussions.add` on the category's permission
 * category, when the answer carries it; otherwise the server's 403 tells).
 */
export function CategoryPicker({ value, onChange, errors, disabled }: CategoryPickerProps) {
  const [text, setText] = useState(value?.name ?? "");
  const session = useSession((s) => s);
  const checker = checkerOf(session);
  const typed = value && text === value.name ? "" : text;
  const search = useDebouncedSearch(typed, searchCategories, CATEGORY_SEARCH_DEBOUNCE_MS);
  const options = search.results.filter(
    (category) =>
      category.permissionCategoryID === undefined ||
      hasPermission(checker, "discussions.add", {
        resourceType: "category",
        resourceID: category.permissionCategoryID,
      }),
  );

  return (
    <Combobox
      label={t("Category")}
      required
      disabled={disabled}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.name) onChange(null);
      }}
      options={options}
      optionKey={(category) => category.categoryID}
      optionLabel={(category) => category.name}
      onSelect={(category) => {
        setText(category.name);
        onChange(category);
      }}
      status={search.status}
      errors={errors}
    />
  );
}

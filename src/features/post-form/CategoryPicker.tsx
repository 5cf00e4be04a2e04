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
 * The Category combobox: lists the categories the viewer may start discussions in as soon as it
 * opens (a click or ArrowDown), and narrows them as the user types (`GET /categories/search` with
 * `filterDiscussionsAdd`; `discussions.add` is checked here too when the answer carries the
 * permission category, and the server's 403 has the last word).
 */
export function CategoryPicker({ value, onChange, errors, disabled }: CategoryPickerProps) {
  const [text, setText] = useState(value?.name ?? "");
  const session = useSession((s) => s);
  const checker = checkerOf(session);
  // The list is loaded when first opened: every category the member may post in, before any typing.
  const [hasOpened, setHasOpened] = useState(false);
  const typed = value && text === value.name ? "" : text;
  const search = useDebouncedSearch(typed, searchCategories, CATEGORY_SEARCH_DEBOUNCE_MS, hasOpened);
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
      listsWhenEmpty
      onOpen={() => setHasOpened(true)}
      errors={errors}
    />
  );
}

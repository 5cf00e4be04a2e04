export { PostForm, POST_TYPE_FLAG, type PostFormProps } from "./PostForm";
export { CategoryPicker, type CategoryPickerProps } from "./CategoryPicker";
export { TagsPicker, type TagsPickerProps } from "./TagsPicker";
export { Combobox, type ComboboxProps } from "./Combobox";
export { useDebouncedSearch, type DebouncedSearch } from "./use-debounced-search";
export { putDiscussionTags, type CategoryOption, type TagOption } from "./post-form-api";

export { SelectDiscussionCheckbox, type SelectDiscussionCheckboxProps } from "./SelectDiscussionCheckbox";
export { BulkSelectionHost, BULK_TOAST_ID } from "./BulkSelectionHost";
export {
  discussionSelection,
  createSelectionStore,
  useSelection,
  SELECTION_STORAGE_KEY,
  type SelectedDiscussion,
  type SelectionState,
  type SelectionStore,
} from "./selection-store";
export { BULK_TEXTS, bulkAvailability, type BulkAction, type BulkAvailability } from "./bulk-validation";

import { createStore, useStore } from "../../../runtime/data/store";
import type { BulkAction } from "./bulk-validation";
import type { SelectedDiscussion } from "./selection-store";

/** The open bulk dialog and the discussions it was opened on, or null. */
export interface OpenBulkDialog {
  action: BulkAction;
  items: SelectedDiscussion[];
}

/**
 * Which bulk dialog is open. The bar lives in a toast that goes away as soon as nothing is checked
 * (which happens when a job starts), so the dialog is rendered by the list's selection host instead.
 */
export const bulkDialogStore = createStore<{ open: OpenBulkDialog | null; hosts: string[] }>({
  open: null,
  hosts: [],
});

/** Opens a bulk dialog on a snapshot of the selection. */
export function openBulkDialog(action: BulkAction, items: readonly SelectedDiscussion[]): void {
  bulkDialogStore.update((draft) => {
    draft.open = { action, items: [...items] };
  });
}

/** Closes the open bulk dialog. */
export function closeBulkDialog(): void {
  bulkDialogStore.update((draft) => {
    draft.open = null;
  });
}

/** The open dialog. */
export function useOpenBulkDialog(): OpenBulkDialog | null {
  return useStore(bulkDialogStore, (state) => state.open);
}

import { act } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { sessionStore } from "../../../runtime/data/session-store";
import type { Me } from "../../../schemas/entities/user.schema";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { bulkDialogStore } from "./bulk-dialog-store";
import { discussionSelection, SELECTION_STORAGE_KEY, type SelectedDiscussion } from "./selection-store";

/** Test helper: a fresh swr cache and the toasts area around `children`. */
export function withShell(children: ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
      <ToastArea />
    </SWRConfig>
  );
}

/** Test helper: checks discussions in the app's selection. */
export function select(...items: SelectedDiscussion[]): void {
  act(() => items.forEach((item) => discussionSelection.toggle(item, true)));
}

/** Test helper: forgets the selection, its storage, the open dialog and the toasts. */
export function resetModeration(): void {
  act(() => {
    window.localStorage.removeItem(SELECTION_STORAGE_KEY);
    discussionSelection.reload();
    bulkDialogStore.update((draft) => {
      draft.open = null;
    });
    toastStore.clear();
  });
}

/** Test helper: a session whose permissions record is given as is (category junctions included). */
export function setRecord(record: PermissionsRecord, user: Partial<Me> = {}): void {
  sessionStore.update((state) => {
    state.user = { ...state.user, userID: 2, name: "moderator", ...user } as Me;
    state.permissions = { status: "success", record };
  });
}

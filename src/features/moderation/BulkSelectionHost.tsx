import { lazy, Suspense, useEffect, useId } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { useStore } from "../../../runtime/data/store";
import { t } from "../../../runtime/i18n/t";
import { toastStore } from "../../ui/toasts/toast-store";
import { bulkDialogStore } from "./bulk-dialog-store";
import { BULK_TEXTS } from "./bulk-validation";
import { useSelection } from "./selection-store";

// The bar and the dialogs load only once a moderator has checked something.
const BulkActionsBar = lazy(() => import("./BulkActionsBar"));
const BulkDialogHost = lazy(() => import("./BulkDialogHost"));

/** The id of the selection toast, so each change replaces it in place. */
export const BULK_TOAST_ID = "moderation-bulk-selection";

/**
 * Shows the persistent bulk-actions toast while at least one discussion is checked and removes it
 * when none is (content spec §4), and renders the open bulk dialog. Every discussion list mounts
 * one; only the first mounted does the work, so two lists on a page show one toast and one dialog.
 */
export function BulkSelectionHost() {
  const hostID = useId();
  const isLeader = useStore(bulkDialogStore, (state) => state.hosts[0] === hostID);
  const hasDialog = useStore(bulkDialogStore, (state) => state.open !== null);
  const isSignedIn = useSession((s) => s.user.userID > 0);
  const count = useSelection((state) => Object.keys(state.checked).length);

  useEffect(() => {
    bulkDialogStore.update((draft) => {
      draft.hosts.push(hostID);
    });
    return () =>
      bulkDialogStore.update((draft) => {
        draft.hosts = draft.hosts.filter((id) => id !== hostID);
      });
  }, [hostID]);

  const isShown = isLeader && isSignedIn && count > 0;
  // Removed when nothing is checked any more, and when this list leaves the page.
  useEffect(() => {
    if (!isShown) return;
    return () => toastStore.dismiss(BULK_TOAST_ID);
  }, [isShown]);
  useEffect(() => {
    if (!isShown) return;
    const text = t(BULK_TEXTS.selected, { count });
    toastStore.add({
      toastID: BULK_TOAST_ID,
      persistent: true,
      wide: true,
      body: (
        <Suspense fallback={<p>{text}</p>}>
          <BulkActionsBar />
        </Suspense>
      ),
    });
  }, [isShown, count]);

  if (!isLeader || !isSignedIn || !hasDialog) return null;
  return (
    <Suspense fallback={null}>
      <BulkDialogHost />
    </Suspense>
  );
}

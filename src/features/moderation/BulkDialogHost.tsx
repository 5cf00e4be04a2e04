import { lazy, Suspense, type ComponentType } from "react";
import { closeBulkDialog, useOpenBulkDialog } from "./bulk-dialog-store";
import type { BulkAction } from "./bulk-validation";
import type { BulkDialogProps } from "./BulkDialog";

// Each dialog is its own chunk, fetched when a moderator opens it.
const BulkDeleteDialog = lazy(() => import("./BulkDeleteDialog"));
const BulkMoveDialog = lazy(() => import("./BulkMoveDialog"));
const BulkMergeDialog = lazy(() => import("./BulkMergeDialog"));
const BulkCloseDialog = lazy(() => import("./BulkCloseDialog"));
const BulkWarnDialog = lazy(() => import("./BulkWarnDialog"));

const dialogs: Record<BulkAction, ComponentType<BulkDialogProps>> = {
  delete: BulkDeleteDialog,
  move: BulkMoveDialog,
  merge: BulkMergeDialog,
  close: (props) => <BulkCloseDialog {...props} closed />,
  reopen: (props) => <BulkCloseDialog {...props} closed={false} />,
  warn: BulkWarnDialog,
};

/** Renders the open bulk dialog (content spec §2), each loaded on first use. */
export default function BulkDialogHost() {
  const open = useOpenBulkDialog();
  if (!open) return null;
  const Dialog = dialogs[open.action];
  return (
    <Suspense fallback={null}>
      <Dialog items={open.items} onClose={closeBulkDialog} />
    </Suspense>
  );
}

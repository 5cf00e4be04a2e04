import { lazy, Suspense } from "react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { commentActions } from "./comment-actions";
import { useToast } from "../../ui/toasts/use-toast";
import { useOptionsViewer } from "./use-options-viewer";

const CommentOptionsDropDown = lazy(() => import("./CommentOptionsDropDown"));

/** Props of {@link CommentOptionsMenu}. */
export interface CommentOptionsMenuProps {
  comment: Comment;
  /** Starts editing the comment in place (the thread's edit form). */
  onEdit(): void;
  /** The comments of the page the comment is on, offered by Split; just this one without it. */
  pageComments?: () => readonly Comment[];
}

/**
 * The "Comment Options" menu (content spec §6): Edit, Report, Split and Delete, each only for whom
 * it is allowed; nothing renders (or loads) for a viewer with none of them.
 */
export function CommentOptionsMenu({ comment, onEdit, pageComments }: CommentOptionsMenuProps) {
  const viewer = useOptionsViewer();
  const toast = useToast();
  const actions = commentActions(comment, viewer);
  if (actions.size === 0) return null;
  return (
    <Suspense fallback={null}>
      <CommentOptionsDropDown
        comment={comment}
        actions={actions}
        onEdit={onEdit}
        pageComments={pageComments}
        toast={toast}
      />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { discussionActions } from "./discussion-actions";
import { useToast } from "../../ui/toasts/use-toast";
import { useOptionsViewer } from "./use-options-viewer";

const DiscussionOptionsDropDown = lazy(() => import("./DiscussionOptionsDropDown"));

/** Props of {@link DiscussionOptionsMenu}. */
export interface DiscussionOptionsMenuProps {
  discussion: Discussion;
  /** Called after a delete instead of going to the discussion's category (content spec §4). */
  onDeleted?: () => void;
}

/**
 * The "Discussion Options" menu of a discussion (post page and list items): renders nothing for a
 * viewer with no action (content spec §6), so guests neither see nor download it; the menu and each
 * of its forms load on demand.
 */
export function DiscussionOptionsMenu({ discussion, onDeleted }: DiscussionOptionsMenuProps) {
  const viewer = useOptionsViewer();
  const toast = useToast();
  const actions = discussionActions(discussion, viewer);
  if (actions.size === 0) return null;
  return (
    <Suspense fallback={null}>
      <DiscussionOptionsDropDown
        discussion={discussion}
        actions={actions}
        onDeleted={onDeleted}
        toast={toast}
      />
    </Suspense>
  );
}

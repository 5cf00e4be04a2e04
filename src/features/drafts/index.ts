import { lazy } from "react";

/** The reply-while-draft question, loaded when first asked. */
export const DiscardDraftDialog = lazy(() => import("./DiscardDraftDialog"));
export {
  useDraftAutosave,
  type DraftAutosaveBinding,
  type UseDraftAutosaveOptions,
} from "./use-draft-autosave";
export { DraftNotice } from "./DraftNotice";
export { commentDraftOf, commentParentOf, docOfCommentDraft, type CommentDraftPlace } from "./comment-draft";
export { commentDraftLink } from "./draft-links";
export { pinLocationOfAnnounce } from "./legacy-pin-location";
export type { DraftInput, DiscussionDraftMeta, ServerDraft } from "./draft-types";
export type { AutosaveSnapshot, RestoreSource } from "./draft-autosave";
export { useCommentDraft, type CommentDraft, type UseCommentDraftOptions } from "./use-comment-draft";

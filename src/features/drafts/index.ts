import { lazy } from "react";

/** The reply-while-draft question, loaded when first asked. */
export const DiscardDraftDialog = lazy(() => import("./DiscardDraftDialog"));
/** The comment box's draft keeper, loaded only for members who may comment. */
export const CommentDraftKeeper = lazy(() => import("./CommentDraftKeeper"));
export type { CommentDraftKeeperProps } from "./CommentDraftKeeper";
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
export type { CommentDraft, UseCommentDraftOptions } from "./use-comment-draft";

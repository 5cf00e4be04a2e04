// Lazy components, types and two tiny helpers. The lazy components live in modules of their own, one
// per form, so the comment box (on every post page, for guests too) brings nothing else of drafts.
export { CommentDraftKeeper, DiscardDraftDialog, LeaveDraftDialog } from "./comment-draft-parts";
export { FormDraftKeeper, FormLeaveDraftDialog } from "./form-draft-parts";
export type { CommentDraftKeeperProps } from "./CommentDraftKeeper";
export type { FormDraftControls, FormDraftKeeperProps } from "./FormDraftKeeper";
export type { CommentDraft } from "./use-comment-draft";
export { commentDraftLink } from "./draft-links";
export { pinLocationOfAnnounce } from "./legacy-pin-location";
export type { DraftInput, DiscussionDraftMeta, ServerDraft } from "./draft-types";
export type { AutosaveSnapshot, RestoreSource, SaveState } from "./draft-autosave";

// Lazy components, types and two tiny helpers. The lazy components live in modules of their own, one
// per form, so the comment box (on every post page, for guests too) brings nothing else of drafts.
export { CommentDraftKeeper, DiscardDraftDialog } from "./comment-draft-parts";
export { FormDraftKeeper } from "./form-draft-parts";
export type { CommentDraftKeeperProps } from "./CommentDraftKeeper";
export type { FormDraftControls, FormDraftKeeperProps } from "./FormDraftKeeper";
export type { CommentDraft } from "./use-comment-draft";
export { commentDraftLink } from "./draft-links";
export { pinLocationOfAnnounce } from "./legacy-pin-location";
export type { DraftInput, DiscussionDraftMeta, ServerDraft } from "./draft-types";
export type { AutosaveSnapshot, RestoreSource } from "./draft-autosave";

// The drafts page (/drafts): the member's list, its filters, and the schedule and delete dialogs.
export { DraftList, type DraftListProps } from "./DraftList";
export { DraftFilters, type DraftFiltersProps } from "./DraftFilters";
export {
  useDrafts,
  useRefreshDrafts,
  DRAFTS_PAGE_LIMIT,
  type DraftPage,
  type DraftListState,
} from "./use-drafts";
export { readDraftStatusParam, draftsPageUrl, draftFilters } from "./draft-filters";
export { DRAFT_ERROR_LOGS } from "./draft-actions";
export { SCHEDULE_PAST_TEXT, SCHEDULE_MISSING_TEXT } from "./ScheduleDraftDialog";

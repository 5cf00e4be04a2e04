// The drafts page (/drafts): the member's list, its filters, and the schedule and delete dialogs. Apart
// from index.ts, which the comment box and the post form import on every post page, so the build
// (build/first-load-chunks.ts follows imports, re-exports included) never counts these as theirs.
export { DraftList, type DraftListProps } from "./DraftList";
export { DraftFilters, type DraftFiltersProps } from "./DraftFilters";
export { LocalDraftList, DEVICE_ONLY_TEXT, type LocalDraftListProps } from "./LocalDraftList";
export { useLocalDrafts } from "./use-local-drafts";
export { forgetLocalDrafts } from "./local-drafts";
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

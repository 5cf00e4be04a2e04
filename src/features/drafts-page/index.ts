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

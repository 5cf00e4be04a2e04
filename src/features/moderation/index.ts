export { SelectDiscussionCheckbox, type SelectDiscussionCheckboxProps } from "./SelectDiscussionCheckbox";
export { BulkSelectionHost, BULK_TOAST_ID } from "./BulkSelectionHost";
export {
  discussionSelection,
  createSelectionStore,
  useSelection,
  SELECTION_STORAGE_KEY,
  type SelectedDiscussion,
  type SelectionState,
  type SelectionStore,
} from "./selection-store";
export { BULK_TEXTS, bulkAvailability, type BulkAction, type BulkAvailability } from "./bulk-validation";

// The moderation log pages: revisions, deleted comments and reports, each a paged list.
export { RevisionList, type RevisionListProps } from "./RevisionList";
export { DeletedCommentList, type DeletedCommentListProps } from "./DeletedCommentList";
export { ReportList, type ReportListProps } from "./ReportList";
export { useRevisions, useDeletedComments, useReports, MODERATION_PAGE_LIMIT } from "./use-moderation-lists";
export { type PagedList, type PagedListState } from "./use-paged-list";
export {
  readLogView,
  readReportsFilter,
  readPageParam,
  recordPath,
  withPage,
  type HistoryRecordType,
  type LogView,
  type ReportsFilter,
} from "./log-query";

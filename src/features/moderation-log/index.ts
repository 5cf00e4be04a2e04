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

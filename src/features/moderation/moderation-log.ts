// The moderation log pages: revisions, deleted comments and reports, each a paged list, and the page
// parameter the other paged pages read. Apart from index.ts, which the discussion lists import, so the
// build (build/first-load-chunks.ts follows imports, re-exports included) never counts these as theirs.
export { RevisionList, type RevisionListProps } from "./RevisionList";
export { DeletedCommentList, type DeletedCommentListProps } from "./DeletedCommentList";
export { ReportList, type ReportListProps } from "./ReportList";
export { useCurrentVersion } from "./use-current-version";
export { ReportStatusFilter } from "./ReportStatusFilter";
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

import type { DeletedComment } from "../../../schemas/api/deleted-comments.schema";
import type { Report } from "../../../schemas/entities/report.schema";
import type { Revision } from "../../../schemas/entities/revision.schema";
import type { HistoryRecordType, ReportsFilter } from "./log-query";
import { usePagedList, type PagedListState } from "./use-paged-list";

/** How many entries a moderation list shows per page. */
export const MODERATION_PAGE_LIMIT = 30;

/** The versions edits replaced, newest first (`GET /{discussions|comments}/{id}/revisions`). */
export function useRevisions(
  recordType: HistoryRecordType,
  recordID: number,
  page: number,
): PagedListState<Revision> {
  return usePagedList<Revision>(`${recordType}s/${recordID}/revisions`, {
    page,
    limit: MODERATION_PAGE_LIMIT,
  });
}

/** A discussion's deleted comments, the latest deletion first (`GET /discussions/{id}/deleted-comments`). */
export function useDeletedComments(discussionID: number, page: number): PagedListState<DeletedComment> {
  return usePagedList<DeletedComment>(`discussions/${discussionID}/deleted-comments`, {
    page,
    limit: MODERATION_PAGE_LIMIT,
  });
}

/** Reports, newest first (`GET /reports`); nothing is asked while `isEnabled` is false. */
export function useReports(filter: ReportsFilter, page: number, isEnabled: boolean): PagedListState<Report> {
  const query: Record<string, string | number> = { page, limit: MODERATION_PAGE_LIMIT };
  if (filter.status) query.status = filter.status;
  if (filter.recordType) query.recordType = filter.recordType;
  if (filter.recordID) query.recordID = filter.recordID;
  return usePagedList<Report>(isEnabled ? "reports" : null, query);
}

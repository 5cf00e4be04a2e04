import { reportStatuses, type ReportStatus } from "../../../schemas/entities/report.schema";

/** The record types with a revision history. */
export type HistoryRecordType = "discussion" | "comment";

/** What a `/log/filter` address asks for (content spec §2 "Other links"). */
export type LogView =
  | { kind: "revisions"; recordType: HistoryRecordType; recordID: number }
  | { kind: "deletedComments"; discussionID: number }
  | { kind: "unknown" };

/** What a `/dashboard/content/reports` address asks for. */
export interface ReportsFilter {
  recordType?: HistoryRecordType;
  recordID?: number;
  /** One state; none when the address says `statuses=none` or names no known state. */
  status?: ReportStatus;
}

/** The page of a list address (`page`, from 1). */
export function readPageParam(params: URLSearchParams): number {
  return readID(params.get("page")) ?? 1;
}

/**
 * Reads `/log/filter`: `parentRecordID={id}&recordType=comment&operation=delete` is a discussion's
 * deleted comments, `recordType={discussion|comment}&recordID={id}` a revision history.
 */
export function readLogView(params: URLSearchParams): LogView {
  const recordType = params.get("recordType");
  if (params.get("operation") === "delete") {
    const discussionID = readID(params.get("parentRecordID"));
    return recordType === "comment" && discussionID
      ? { kind: "deletedComments", discussionID }
      : { kind: "unknown" };
  }
  const recordID = readID(params.get("recordID"));
  if ((recordType === "discussion" || recordType === "comment") && recordID) {
    return { kind: "revisions", recordType, recordID };
  }
  return { kind: "unknown" };
}

/** Reads `/dashboard/content/reports?statuses=...&recordType=...&recordID=...`. */
export function readReportsFilter(params: URLSearchParams): ReportsFilter {
  const filter: ReportsFilter = {};
  const recordType = params.get("recordType");
  const recordID = readID(params.get("recordID"));
  if (recordType === "discussion" || recordType === "comment") {
    filter.recordType = recordType;
    if (recordID) filter.recordID = recordID;
  }
  const status = params.get("statuses");
  if (reportStatuses.includes(status as ReportStatus)) filter.status = status as ReportStatus;
  return filter;
}

/** The address of a post: a discussion, or a comment's permalink. */
export function recordPath(recordType: HistoryRecordType, recordID: number): string {
  return recordType === "discussion" ? `/discussion/${recordID}` : `/discussion/comment/${recordID}`;
}

/** The same address with another page (page 1 drops the parameter). */
export function withPage(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return `${pathname}?${next.toString()}`;
}

// IDs and pages: positive integers within the API's bounds; anything else reads as absent.
function readID(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= 2147483647 ? number : undefined;
}

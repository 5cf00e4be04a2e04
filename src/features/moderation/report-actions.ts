import type { Report } from "../../../schemas/entities/report.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** The reports of one post, as the queue groups them (the page's order: newest report first). */
export interface ReportGroup {
  key: string;
  /** The newest report: it carries the post's fields. */
  head: Report;
  reports: Report[];
}

/** Groups a page of reports by post, keeping the order of each post's newest report. */
export function groupReports(reports: readonly Report[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = `${report.recordType}:${report.recordID}`;
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { key, head: report, reports: [report] });
  }
  return [...groups.values()];
}

/** What closing a post's open reports says: `PATCH /reports/{id}` fields. */
export interface ReportClosing {
  status: "dismissed" | "resolved";
  resolutionNote?: string;
  notifyReporter?: boolean;
}

/** One call per item, one after the other; answers the items whose call failed and the first error. */
async function eachOf<T>(items: readonly T[], run: (item: T) => Promise<unknown>) {
  const failed: T[] = [];
  let error: unknown;
  for (const item of items) {
    try {
      await run(item);
    } catch (caught) {
      failed.push(item);
      error ??= caught;
    }
  }
  return { failed, error };
}

/** Dismisses or resolves the open reports of each group (`PATCH /reports/{id}`). */
export function closeReports(groups: readonly ReportGroup[], closing: ReportClosing) {
  const open = groups.flatMap((group) => group.reports.filter((report) => report.status === "new"));
  return eachOf(open, (report) => apiClient.patch(`reports/${report.reportID}`, { body: closing }));
}

/** Deletes each group's post (`DELETE /discussions/{id}` or `/comments/{id}`), then resolves its reports. */
export async function deletePosts(groups: readonly ReportGroup[], closing: Omit<ReportClosing, "status">) {
  const present = groups.filter((group) => group.head.recordUrl !== null);
  const deleted = await eachOf(present, (group) =>
    apiClient.delete(`${group.head.recordType}s/${group.head.recordID}`),
  );
  const done = groups.filter((group) => !deleted.failed.includes(group));
  const closed = await closeReports(done, { ...closing, status: "resolved" });
  return { failed: deleted.failed.length + closed.failed.length, error: deleted.error ?? closed.error };
}

/** Warns the author of each group's post (`POST /reports/{id}/warn`). */
export function warnAuthors(groups: readonly ReportGroup[], warning: { reason: string; points: number }) {
  const present = groups.filter((group) => group.head.recordUserID !== null);
  return eachOf(present, (group) => apiClient.post(`reports/${group.head.reportID}/warn`, { body: warning }));
}

/** Bans each distinct author of the groups' posts (`PUT /users/{id}/ban`, the members page's call). */
export function banAuthors(groups: readonly ReportGroup[], reason: string) {
  const authorIDs = [
    ...new Set(groups.flatMap((group) => (group.head.recordUserID ? [group.head.recordUserID] : []))),
  ];
  return eachOf(authorIDs, (userID) =>
    apiClient.put(`users/${userID}/ban`, { body: { banned: true, reason } }),
  );
}

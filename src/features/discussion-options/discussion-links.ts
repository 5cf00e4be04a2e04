/** The discussion's edit page (content spec §2). */
export function discussionEditPath(discussionID: number): string {
  return `/post/editdiscussion/${discussionID}`;
}

/** The discussion's revision history (content spec §2). */
export function revisionHistoryPath(discussionID: number): string {
  return `/log/filter?recordType=discussion&recordID=${discussionID}`;
}

/** The discussion's deleted comments (content spec §2). */
export function deletedCommentsPath(discussionID: number): string {
  return `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`;
}

/** The reports of a record, opened in a new tab (content spec §2). */
export function reportsListPath(recordType: "discussion" | "comment", recordID: number): string {
  return `/dashboard/content/reports?statuses=none&recordType=${recordType}&recordID=${recordID}`;
}

/** The discussion's edit page (content spec §2). */
export function discussionEditPath(discussionID: number): string {
  return `/post/editdiscussion/${discussionID}`;
}

/** A discussion's or a comment's revision history (content spec §2). */
export function revisionHistoryPath(
  recordID: number,
  recordType: "discussion" | "comment" = "discussion",
): string {
  return `/log/filter?recordType=${recordType}&recordID=${recordID}`;
}

/** The discussion's deleted comments (content spec §2). */
export function deletedCommentsPath(discussionID: number): string {
  return `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`;
}

/** The reports of a record, opened in a new tab (content spec §2). */
export function reportsListPath(recordType: "discussion" | "comment", recordID: number): string {
  return `/dashboard/content/reports?statuses=none&recordType=${recordType}&recordID=${recordID}`;
}

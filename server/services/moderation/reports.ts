import type { Kysely, Selectable } from "kysely";
import type { Report, ReportRecordType, ReportStatus } from "../../../schemas/entities/report.schema";
import type { ReportListQuery, ReportPostBody } from "../../../schemas/api/reports.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { authorize, type Viewer } from "../../auth/viewer";
import { forbidden, HttpError, notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { readSiteConfig } from "../config";
import { getDiscussionRow } from "../discussions/discussion-get";
import { commentUrl, loadCommentInThread } from "../comments/comment-access";
import { discussionUrl } from "../discussions/discussion-presenter";
import { loadUserFragments } from "../users/user-fragments";

type ReportRow = Selectable<Database["reports"]>;

/** A reported record: what the route names. */
export interface ReportTarget {
  recordType: ReportRecordType;
  recordID: number;
}

/**
 * Reports a discussion or comment to the moderators (`POST /{discussions|comments}/{id}/reports`):
 * `flag.add` with `featureFlags.escalations.Enabled` on (content spec §6); a hidden record is a 404
 * like a missing one; a member has one open report per record (409 for a second). The per-account
 * abuse limit is counted by the route before this runs. Answers the new report.
 */
export async function createReport(
  db: Kysely<Database>,
  viewer: Viewer,
  target: ReportTarget,
  body: ReportPostBody,
  /** Counts the attempt against the member's abuse limit (throws 429 over it); runs once the checks pass. */
  countAttempt: () => Promise<unknown>,
): Promise<Report> {
  authorize(viewer, "flag.add");
  const config = await readSiteConfig(db);
  if (!config["featureFlags.escalations.Enabled"]) {
    throw forbidden("Reporting is turned off.", "This site does not take reports.");
  }
  await assertRecordVisible(db, viewer, target);
  const reason = body.reason.trim();
  if (!reason) {
    throw new HttpError(400, "The report could not be saved.", {
      errors: [{ field: "reason", path: "body", code: "required", message: "reason must not be blank." }],
    });
  }
  const findOpen = (trx: Kysely<Database>) =>
    trx
      .selectFrom("reports")
      .select("reportID")
      .where("recordType", "=", target.recordType)
      .where("recordID", "=", target.recordID)
      .where("insertUserID", "=", viewer.userID)
      .where("status", "=", "new")
      .executeTakeFirst();
  const alreadyReported = () =>
    new HttpError(409, "You already reported this.", {
      description: "Your report is waiting for a moderator.",
    });
  if (await findOpen(db)) throw alreadyReported();
  await countAttempt();
  const reportID = await db.transaction().execute(async (trx) => {
    // Checked again in the transaction: two requests at once still leave one open report.
    if (await findOpen(trx)) throw alreadyReported();
    const inserted = await trx
      .insertInto("reports")
      .values({
        recordType: target.recordType,
        recordID: target.recordID,
        insertUserID: viewer.userID,
        reason,
        noteBody: body.noteBody?.trim() || null,
        status: "new",
        dateInserted: nowISO(),
        updateUserID: null,
        dateUpdated: null,
      })
      .returning("reportID")
      .executeTakeFirstOrThrow();
    return inserted.reportID;
  });
  return getReport(db, viewer, reportID);
}

/** A page of reports for moderators (`GET /reports`, community.moderate), newest first. */
export async function listReports(
  db: Kysely<Database>,
  viewer: Viewer,
  query: ReportListQuery,
  page: PageRequest,
): Promise<{ reports: Report[]; total: number }> {
  authorize(viewer, "community.moderate");
  let base = db.selectFrom("reports");
  if (query.status) base = base.where("status", "=", query.status);
  if (query.recordType) base = base.where("recordType", "=", query.recordType);
  if (query.recordID !== undefined) base = base.where("recordID", "=", query.recordID);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy("dateInserted", "desc")
      .orderBy("reportID", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { reports: await presentReports(db, viewer, rows), total: Number(total) };
}

/** Dismisses or resolves a report (`PATCH /reports/{id}`, community.moderate); 404 when missing. */
export async function setReportStatus(
  db: Kysely<Database>,
  viewer: Viewer,
  reportID: number,
  status: Exclude<ReportStatus, "new">,
): Promise<Report> {
  authorize(viewer, "community.moderate");
  const row = await db
    .selectFrom("reports")
    .select("status")
    .where("reportID", "=", reportID)
    .executeTakeFirst();
  if (!row) throw notFound("Report");
  if (row.status !== status) {
    await db
      .updateTable("reports")
      .set({ status, updateUserID: viewer.userID, dateUpdated: nowISO() })
      .where("reportID", "=", reportID)
      .execute();
  }
  return getReport(db, viewer, reportID);
}

async function getReport(db: Kysely<Database>, viewer: Viewer, reportID: number): Promise<Report> {
  const row = await db.selectFrom("reports").selectAll().where("reportID", "=", reportID).executeTakeFirst();
  if (!row) throw notFound("Report");
  const [report] = await presentReports(db, viewer, [row]);
  if (!report) throw notFound("Report");
  return report;
}

async function assertRecordVisible(
  db: Kysely<Database>,
  viewer: Viewer,
  target: ReportTarget,
): Promise<void> {
  if (target.recordType === "discussion") await getDiscussionRow(db, viewer, target.recordID);
  else await loadCommentInThread(db, viewer, target.recordID);
}

/** Reports with their record's name and URL and their reporter, one query per kind, never per report. */
async function presentReports(db: Kysely<Database>, viewer: Viewer, rows: ReportRow[]): Promise<Report[]> {
  const idsOf = (type: ReportRecordType) => rows.filter((r) => r.recordType === type).map((r) => r.recordID);
  const commentIDs = idsOf("comment");
  const comments = commentIDs.length
    ? await db
        .selectFrom("comments")
        .select(["commentID", "discussionID"])
        .where("commentID", "in", commentIDs)
        .execute()
    : [];
  const discussionIDs = [...idsOf("discussion"), ...comments.map((c) => c.discussionID)];
  const discussions = discussionIDs.length
    ? await db
        .selectFrom("discussions")
        .select(["discussionID", "name"])
        .where("discussionID", "in", discussionIDs)
        .execute()
    : [];
  const names = new Map(discussions.map((d) => [d.discussionID, d.name]));
  const commentThreads = new Map(comments.map((c) => [c.commentID, c.discussionID]));
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((r) => r.insertUserID),
  );
  const reports: Report[] = [];
  for (const row of rows) {
    const user = users.get(row.insertUserID);
    if (!user) continue;
    let recordName: string | null = null;
    let recordUrl: string | null = null;
    if (row.recordType === "discussion") {
      const name = names.get(row.recordID);
      if (name !== undefined) {
        recordName = name;
        recordUrl = discussionUrl(row.recordID, name);
      }
    } else {
      const discussionID = commentThreads.get(row.recordID);
      const name = discussionID === undefined ? undefined : names.get(discussionID);
      if (name !== undefined) {
        recordName = name;
        recordUrl = commentUrl(row.recordID);
      }
    }
    reports.push({
      reportID: row.reportID,
      recordType: row.recordType as ReportRecordType,
      recordID: row.recordID,
      recordName,
      recordUrl,
      reason: row.reason,
      noteBody: row.noteBody,
      status: row.status as ReportStatus,
      insertUserID: row.insertUserID,
      insertUser: user,
      dateInserted: toISO(row.dateInserted) ?? "",
      updateUserID: row.updateUserID,
      dateUpdated: toISO(row.dateUpdated),
    });
  }
  return reports;
}

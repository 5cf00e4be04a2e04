import type { Kysely, Selectable } from "kysely";
import type { Report, ReportRecordType, ReportStatus } from "../../../schemas/entities/report.schema";
import type { ReportListQuery, ReportPatchBody, ReportPostBody } from "../../../schemas/api/reports.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { authorize, requireSignedIn, type Viewer } from "../../auth/viewer";
import { forbidden, HttpError, notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { readSiteConfig } from "../config";
import { getDiscussionRow } from "../discussions/discussion-get";
import { commentUrl, loadCommentInThread } from "../comments/comment-access";
import { discussionUrl } from "../discussions/discussion-presenter";
import { loadUserFragments } from "../users/user-fragments";
import { cutExcerpt } from "../../../runtime/format/excerpt";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { loadMemberViewers } from "../../auth/viewer";
import { canViewCategory, loadVisibleCategories } from "../categories/categories";
import { canInCategory } from "../discussions/discussion-permissions";
import { createNotification, createNotifications } from "../notifications/notifications";
import { warnPostAuthor } from "./warnings";

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
  const created = await getReport(db, viewer, reportID);
  const categoryID = await categoryOfRecord(db, target);
  if (categoryID !== undefined) await notifyModerators(db, viewer, created, categoryID);
  return created;
}

/**
 * Who may act on a report: `community.moderate`, or `discussions.moderate` on the reported post's
 * category (content spec §6), as for warnings.
 */
export function canModerateReportsIn(viewer: Viewer, categoryID: number): boolean {
  return (
    hasPermission(viewer.checker, "community.moderate") ||
    canInCategory(viewer, "discussions.moderate", categoryID)
  );
}

/** Whether the viewer may moderate anywhere: cheap, from the permissions record alone. */
function mayModerateAnywhere(viewer: Viewer): boolean {
  if (viewer.userID <= 0 || viewer.isBanned) return false;
  if (viewer.permissions.isAdmin) return true;
  return viewer.permissions.permissions.some(
    (entry) =>
      entry.permissions["community.moderate"] === true || entry.permissions["discussions.moderate"] === true,
  );
}

/**
 * What a viewer's report queue holds: every report with `community.moderate` over every category it
 * may see (reports whose post is gone included), else the reports of the visible categories where it
 * holds `discussions.moderate`; undefined when it may moderate none.
 */
async function moderationScope(
  db: Kysely<Database>,
  viewer: Viewer,
): Promise<{ categoryIDs: number[]; withOrphans: boolean } | undefined> {
  if (!mayModerateAnywhere(viewer)) return undefined;
  const visible = await loadVisibleCategories(db, viewer);
  const categoryIDs = visible
    .filter((category) => canModerateReportsIn(viewer, category.categoryID))
    .map((category) => category.categoryID);
  const withOrphans = hasPermission(viewer.checker, "community.moderate");
  if (categoryIDs.length === 0 && !withOrphans) return undefined;
  return { categoryIDs, withOrphans };
}

/**
 * The reports table joined to the reported post's discussion (a comment's through the comment), so a
 * list or a count can keep to the categories a moderator may moderate.
 */
function scopedReports(db: Kysely<Database>, scope: { categoryIDs: number[]; withOrphans: boolean }) {
  return db
    .selectFrom("reports")
    .leftJoin("comments", (join) =>
      join.onRef("comments.commentID", "=", "reports.recordID").on("reports.recordType", "=", "comment"),
    )
    .leftJoin("discussions", (join) =>
      join.on((eb) =>
        eb(
          "discussions.discussionID",
          "=",
          eb
            .case()
            .when("reports.recordType", "=", "comment")
            .then(eb.ref("comments.discussionID"))
            .else(eb.ref("reports.recordID"))
            .end(),
        ),
      ),
    )
    .where((eb) => {
      const inScope = scope.categoryIDs.length ? [eb("discussions.categoryID", "in", scope.categoryIDs)] : [];
      const orphans = scope.withOrphans ? [eb("discussions.discussionID", "is", null)] : [];
      return eb.or([...inScope, ...orphans]);
    });
}

/**
 * A page of reports for moderators (`GET /reports`), newest first: those of the categories the
 * viewer may moderate (community.moderate, or discussions.moderate on the category); 403 for others.
 */
export async function listReports(
  db: Kysely<Database>,
  viewer: Viewer,
  query: ReportListQuery,
  page: PageRequest,
): Promise<{ reports: Report[]; total: number }> {
  requireSignedIn(viewer);
  const scope = await moderationScope(db, viewer);
  if (!scope) throw forbidden("Permission Problem", "You may not moderate reports.");
  let base = scopedReports(db, scope);
  if (query.status) base = base.where("reports.status", "=", query.status);
  if (query.recordType) base = base.where("reports.recordType", "=", query.recordType);
  if (query.recordID !== undefined) base = base.where("reports.recordID", "=", query.recordID);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll("reports")
      .orderBy("reports.dateInserted", "desc")
      .orderBy("reports.reportID", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { reports: await presentReports(db, viewer, rows), total: Number(total) };
}

/**
 * The open reports the viewer may moderate, for the title bar's badge (`GET /users/me-counts`
 * `OpenReports`); undefined for members who may moderate nothing, so they get no counter at all.
 */
export async function countOpenReports(db: Kysely<Database>, viewer: Viewer): Promise<number | undefined> {
  const scope = await moderationScope(db, viewer);
  if (!scope) return undefined;
  const { n } = await scopedReports(db, scope)
    .where("reports.status", "=", "new")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Dismisses or resolves a report (`PATCH /reports/{id}`) with an optional note, for those who may
 * moderate the reported post's category (a report whose post is gone: community.moderate). Hidden
 * and missing reports are the same 404. With `notifyReporter` the reporter is told the outcome.
 */
export async function setReportStatus(
  db: Kysely<Database>,
  viewer: Viewer,
  reportID: number,
  body: ReportPatchBody,
): Promise<Report> {
  requireSignedIn(viewer);
  const row = await db.selectFrom("reports").selectAll().where("reportID", "=", reportID).executeTakeFirst();
  if (!row) throw notFound("Report");
  await assertMayModerate(db, viewer, row);
  const note = body.resolutionNote?.trim() || null;
  const changed = row.status !== body.status || (note !== null && note !== row.resolutionNote);
  if (changed) {
    await db
      .updateTable("reports")
      .set({
        status: body.status,
        updateUserID: viewer.userID,
        dateUpdated: nowISO(),
        ...(note !== null ? { resolutionNote: note } : {}),
      })
      .where("reportID", "=", reportID)
      .execute();
  }
  const report = await getReport(db, viewer, reportID);
  if (body.notifyReporter && changed) await tellReporter(db, viewer, report);
  return report;
}

/**
 * Warns the author of a report's post (`POST /reports/{id}/warn`) through the warnings service:
 * the same rules as `POST /discussions/warn` (no self-warning, rank), 404 once the post is gone.
 * The report itself stays as it is: the moderator resolves it after.
 */
export async function warnReportedAuthor(
  db: Kysely<Database>,
  viewer: Viewer,
  reportID: number,
  input: { reason: string; points: number },
): Promise<Report> {
  requireSignedIn(viewer);
  const row = await db.selectFrom("reports").selectAll().where("reportID", "=", reportID).executeTakeFirst();
  if (!row) throw notFound("Report");
  await assertMayModerate(db, viewer, row);
  const reason = input.reason.trim();
  if (!reason) {
    throw new HttpError(400, "The warning could not be saved.", {
      errors: [{ field: "reason", path: "body", code: "required", message: "reason must not be blank." }],
    });
  }
  await warnPostAuthor(
    db,
    viewer,
    { recordType: row.recordType as ReportRecordType, recordID: row.recordID },
    {
      reason,
      points: input.points,
    },
  );
  return getReport(db, viewer, reportID);
}

/** 403 unless the viewer may moderate the report's post (404 when it may not even see it). */
async function assertMayModerate(db: Kysely<Database>, viewer: Viewer, row: ReportRow): Promise<void> {
  const categoryID = await categoryOfRecord(db, row);
  if (categoryID === undefined) {
    if (hasPermission(viewer.checker, "community.moderate")) return;
    throw forbidden("Permission Problem", "You may not moderate this report.");
  }
  const category = (await loadVisibleCategories(db, viewer)).find((c) => c.categoryID === categoryID);
  if (!category) throw notFound("Report");
  if (!canModerateReportsIn(viewer, categoryID)) {
    throw forbidden("Permission Problem", "You may not moderate this report.");
  }
}

/** The category of a report's post (through its discussion); undefined once the post is gone. */
async function categoryOfRecord(
  db: Kysely<Database>,
  target: { recordType: string; recordID: number },
): Promise<number | undefined> {
  let discussionID = target.recordID;
  if (target.recordType === "comment") {
    const comment = await db
      .selectFrom("comments")
      .select("discussionID")
      .where("commentID", "=", target.recordID)
      .executeTakeFirst();
    if (!comment) return undefined;
    discussionID = comment.discussionID;
  }
  const discussion = await db
    .selectFrom("discussions")
    .select("categoryID")
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  return discussion?.categoryID;
}

/** The reporter's notification of the outcome (reason `reportOutcome`), with the moderator's note. */
async function tellReporter(db: Kysely<Database>, viewer: Viewer, report: Report): Promise<void> {
  const title = report.recordName ? `“${report.recordName}”` : "a post";
  const outcome =
    report.status === "resolved"
      ? `A moderator acted on your report about ${title}.`
      : `A moderator reviewed your report about ${title} and took no action.`;
  await createNotification(db, {
    userID: report.insertUserID,
    activityUserID: viewer.userID,
    reason: "reportOutcome",
    body: report.resolutionNote ? `${outcome} ${report.resolutionNote}` : outcome,
    url: report.recordUrl ?? "/",
    recordType: report.recordType,
    recordID: report.recordID,
  });
}

/**
 * Tells each member who may moderate the reported post's category (and may see it) that a report
 * was filed, in a fixed number of queries: the roles that could grant it, their members, one
 * permissions record per set of roles, one insert.
 */
async function notifyModerators(
  db: Kysely<Database>,
  reporter: Viewer,
  report: Report,
  categoryID: number,
): Promise<void> {
  const [grantingRoles, category, reporterRow] = await Promise.all([
    db
      .selectFrom("roles")
      .select("roleID")
      .where((eb) =>
        eb.or([
          eb("isAdmin", "=", 1),
          eb(
            "roleID",
            "in",
            eb
              .selectFrom("role_permissions")
              .select("role_permissions.roleID")
              .where("allowed", "=", 1)
              .where("permission", "in", ["community.moderate", "discussions.moderate"]),
          ),
        ]),
      )
      .execute(),
    db.selectFrom("categories").selectAll().where("categoryID", "=", categoryID).executeTakeFirst(),
    db.selectFrom("users").select("name").where("userID", "=", reporter.userID).executeTakeFirst(),
  ]);
  if (!category || grantingRoles.length === 0) return;
  const members = await db
    .selectFrom("user_roles")
    .select("userID")
    .distinct()
    .where(
      "roleID",
      "in",
      grantingRoles.map((role) => role.roleID),
    )
    .execute();
  const moderators = (
    await loadMemberViewers(
      db,
      members.map((member) => member.userID),
    )
  ).filter(
    (moderator) => canViewCategory(moderator, category) && canModerateReportsIn(moderator, categoryID),
  );
  const noun = report.recordType === "comment" ? "a comment" : "a discussion";
  const title = report.recordName ? ` in “${report.recordName}”` : "";
  await createNotifications(
    db,
    moderators.map((moderator) => ({
      userID: moderator.userID,
      activityUserID: reporter.userID,
      reason: "report",
      body: `${reporterRow?.name ?? "A member"} reported ${noun}${title}: ${report.reason}`,
      url: `/dashboard/content/reports?statuses=new&recordType=${report.recordType}&recordID=${report.recordID}`,
      recordType: report.recordType,
      recordID: report.recordID,
    })),
  );
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

/**
 * Reports with their post (its excerpt, author and discussion) and their reporter: one query per
 * kind of record and one for the users, never per report. A deleted post leaves its fields null.
 */
async function presentReports(db: Kysely<Database>, viewer: Viewer, rows: ReportRow[]): Promise<Report[]> {
  const idsOf = (type: ReportRecordType) => [
    ...new Set(rows.filter((r) => r.recordType === type).map((r) => r.recordID)),
  ];
  const commentIDs = idsOf("comment");
  const comments = commentIDs.length
    ? await db
        .selectFrom("comments")
        .select(["commentID", "discussionID", "insertUserID", "bodyText", "dateInserted", "deleted"])
        .where("commentID", "in", commentIDs)
        .execute()
    : [];
  // A deleted comment's kept copy still names its author, whom a moderator may warn or ban after.
  const goneIDs = commentIDs.filter((id) => !comments.some((c) => c.commentID === id));
  const copies = goneIDs.length
    ? await db
        .selectFrom("deleted_comments")
        .select(["commentID", "insertUserID"])
        .where("commentID", "in", goneIDs)
        .execute()
    : [];
  const copyAuthorOf = new Map(copies.map((copy) => [copy.commentID, copy.insertUserID]));
  const discussionIDs = [...new Set([...idsOf("discussion"), ...comments.map((c) => c.discussionID)])];
  const discussions = discussionIDs.length
    ? await db
        .selectFrom("discussions")
        .select(["discussionID", "name", "insertUserID", "bodyText", "dateInserted"])
        .where("discussionID", "in", discussionIDs)
        .execute()
    : [];
  const discussionOf = new Map(discussions.map((d) => [d.discussionID, d]));
  const commentOf = new Map(comments.map((c) => [c.commentID, c]));
  const users = await loadUserFragments(db, viewer, [
    ...rows.map((r) => r.insertUserID),
    ...comments.map((c) => c.insertUserID),
    ...discussions.map((d) => d.insertUserID),
    ...copies.map((copy) => copy.insertUserID),
  ]);
  const reports: Report[] = [];
  for (const row of rows) {
    const user = users.get(row.insertUserID);
    if (!user) continue;
    const post = postOf(row, discussionOf, commentOf);
    const authorID =
      post?.insertUserID ?? (row.recordType === "comment" ? copyAuthorOf.get(row.recordID) : undefined);
    const author = authorID === undefined ? undefined : users.get(authorID);
    reports.push({
      reportID: row.reportID,
      recordType: row.recordType as ReportRecordType,
      recordID: row.recordID,
      recordName: post?.discussion.name ?? null,
      recordUrl: post?.url ?? null,
      recordExcerpt: post ? cutExcerpt(post.bodyText ?? "") : null,
      recordUserID: authorID ?? null,
      ...(author ? { recordUser: author } : {}),
      recordDateInserted: post ? (toISO(post.dateInserted) ?? null) : null,
      discussionID: post?.discussion.discussionID ?? null,
      discussionUrl: post ? discussionUrl(post.discussion.discussionID, post.discussion.name) : null,
      reason: row.reason,
      noteBody: row.noteBody,
      status: row.status as ReportStatus,
      insertUserID: row.insertUserID,
      insertUser: user,
      dateInserted: toISO(row.dateInserted) ?? "",
      updateUserID: row.updateUserID,
      dateUpdated: toISO(row.dateUpdated),
      resolutionNote: row.resolutionNote,
    });
  }
  return reports;
}

type PostDiscussion = {
  discussionID: number;
  name: string;
  insertUserID: number;
  bodyText: string | null;
  dateInserted: string | Date;
};

/** The reported post of a report row, with its discussion and URL; undefined once it is gone. */
function postOf(
  row: ReportRow,
  discussionOf: ReadonlyMap<number, PostDiscussion>,
  commentOf: ReadonlyMap<
    number,
    {
      commentID: number;
      discussionID: number;
      insertUserID: number;
      bodyText: string | null;
      dateInserted: string | Date;
      deleted: number;
    }
  >,
) {
  if (row.recordType === "discussion") {
    const discussion = discussionOf.get(row.recordID);
    if (!discussion) return undefined;
    return { ...discussion, discussion, url: discussionUrl(discussion.discussionID, discussion.name) };
  }
  const comment = commentOf.get(row.recordID);
  const discussion = comment && comment.deleted !== 1 ? discussionOf.get(comment.discussionID) : undefined;
  if (!comment || !discussion) return undefined;
  return { ...comment, discussion, url: commentUrl(comment.commentID) };
}

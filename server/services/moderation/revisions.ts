import type { Kysely, Transaction } from "kysely";
import type { Revision } from "../../../schemas/entities/revision.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { requireSignedIn, type Viewer } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { PageRequest } from "../../http/paging";
import { getDiscussionRow } from "../discussions/discussion-get";
import { canInCategory, canModerateDiscussion } from "../discussions/discussion-permissions";
import { categoryResource, loadCommentInThread } from "../comments/comment-access";
import { loadUserFragments } from "../users/user-fragments";

/** The version an edit replaces, as the record held it before. */
export interface ReplacedVersion {
  recordType: "discussion" | "comment";
  recordID: number;
  name: string | null;
  body: string;
  format: string;
  insertUserID: number;
  updateUserID: number | null;
  dateInserted: string | Date;
  dateUpdated: string | Date | null;
}

/**
 * Keeps the version an edit replaces (call it in the edit's transaction): its title, body and format,
 * who wrote it and when, and who replaced it now. The writer is whoever made that version current:
 * the editor of the latest revision, or the author when there is none. The record's last updater is
 * not the writer: a close, a move or a sink updates the record without touching its words.
 */
export async function recordRevision(
  trx: Transaction<Database>,
  editorID: number,
  previous: ReplacedVersion,
): Promise<void> {
  const latest = await trx
    .selectFrom("revisions")
    .select(["editUserID", "dateEdited"])
    .where("recordType", "=", previous.recordType)
    .where("recordID", "=", previous.recordID)
    .orderBy("revisionID", "desc")
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto("revisions")
    .values({
      recordType: previous.recordType,
      recordID: previous.recordID,
      name: previous.name,
      body: previous.body,
      format: previous.format,
      insertUserID: latest?.editUserID ?? previous.insertUserID,
      dateInserted: toISO(latest?.dateEdited ?? null) ?? toISO(previous.dateInserted) ?? nowISO(),
      editUserID: editorID,
      dateEdited: nowISO(),
    })
    .execute();
}

/**
 * Refuses a viewer who may not see a post's history (content spec §6: revision history is a
 * discussions.moderate action; on a comment, comments.edit in its category; community.moderate
 * anywhere). Hidden records are a 404 like missing ones; guests 401; others 403.
 */
export async function assertCanSeeHistory(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: "discussion" | "comment",
  recordID: number,
): Promise<void> {
  requireSignedIn(viewer);
  const isModerator = hasPermission(viewer.checker, "community.moderate");
  if (recordType === "discussion") {
    const row = await getDiscussionRow(db, viewer, recordID);
    if (!isModerator && !canModerateDiscussion(row, viewer)) throw historyRefused();
  } else {
    const { comment: _comment, ...thread } = await loadCommentInThread(db, viewer, recordID);
    const resource = categoryResource(thread);
    if (!isModerator && !canInCategory(viewer, "comments.edit", resource.resourceID)) throw historyRefused();
  }
}

/**
 * The revisions of a discussion or comment, newest first (`GET /{discussions|comments}/{id}/revisions`):
 * for moderators only (content spec §6: revision history is a discussions.moderate action; on a
 * comment, comments.edit in its category; community.moderate anywhere). Authors edit, they do not audit.
 * Hidden records are a 404 like missing ones; guests 401; others 403.
 */
export async function listRevisions(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: "discussion" | "comment",
  recordID: number,
  page: PageRequest,
): Promise<{ revisions: Revision[]; total: number }> {
  await assertCanSeeHistory(db, viewer, recordType, recordID);
  const base = db
    .selectFrom("revisions")
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base.selectAll().orderBy("revisionID", "desc").limit(page.limit).offset(page.offset).execute(),
  ]);
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.insertUserID),
  );
  const revisions: Revision[] = [];
  for (const row of rows) {
    const insertUser = users.get(row.insertUserID);
    if (!insertUser) continue;
    revisions.push({
      revisionID: row.revisionID,
      recordType,
      recordID: row.recordID,
      name: row.name,
      body: row.body,
      format: row.format,
      insertUserID: row.insertUserID,
      insertUser,
      dateInserted: toISO(row.dateInserted) ?? "",
      editUserID: row.editUserID,
      dateEdited: toISO(row.dateEdited) ?? "",
    });
  }
  return { revisions, total: Number(total) };
}

const historyRefused = () =>
  forbidden("Permission Problem", "Only those who may edit this post, and moderators, see its history.");

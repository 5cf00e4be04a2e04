import type { Kysely, Updateable } from "kysely";
import type { DraftListQuery, DraftPatchBody, DraftPostBody } from "../../../schemas/api/drafts.schema";
import type {
  Draft,
  DraftParentRecordType,
  DraftRecordType,
  DraftStatus,
} from "../../../schemas/entities/draft.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { requireSignedIn, type Viewer } from "../../auth/viewer";
import { HttpError, notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { withDrafts, type DraftRow, type DraftsTable } from "./drafts-table";
import { checkDraft } from "./drafts-validation";

/** The most drafts one member keeps; past it a new draft is refused until some are posted or deleted. */
export const MAX_DRAFTS_PER_AUTHOR = 1000;

/** A draft as the API answers it (content spec §3). */
export function presentDraft(row: DraftRow): Draft {
  return {
    draftID: row.draftID,
    recordType: row.recordType as DraftRecordType,
    recordID: row.recordID,
    parentRecordType: row.parentRecordType as DraftParentRecordType | null,
    parentRecordID: row.parentRecordID,
    attributes: JSON.parse(row.attributes) as Draft["attributes"],
    draftStatus: row.draftStatus as DraftStatus,
    dateScheduled: toISO(row.dateScheduled),
    failedReason: row.failedReason,
    insertUserID: row.insertUserID,
    dateInserted: toISO(row.dateInserted) ?? "",
    updateUserID: row.updateUserID,
    dateUpdated: toISO(row.dateUpdated),
  };
}

/**
 * The viewer's own draft; 401 for guests, 404 when it is missing or someone else's (a draft belongs
 * to its author alone, and others must not learn it exists).
 */
export async function loadOwnDraft(db: Kysely<Database>, viewer: Viewer, draftID: number): Promise<DraftRow> {
  requireSignedIn(viewer);
  const row = await withDrafts(db)
    .selectFrom("drafts")
    .selectAll()
    .where("draftID", "=", draftID)
    .where("insertUserID", "=", viewer.userID)
    .executeTakeFirst();
  if (!row) throw notFound("Draft");
  return row;
}

/** `GET /drafts`: a page of the viewer's drafts, most recently updated first, with the total. */
export async function listDrafts(
  db: Kysely<Database>,
  viewer: Viewer,
  query: DraftListQuery,
  page: PageRequest,
): Promise<{ drafts: Draft[]; total: number }> {
  requireSignedIn(viewer);
  let base = withDrafts(db).selectFrom("drafts").where("insertUserID", "=", viewer.userID);
  if (query.draftStatus) base = base.where("draftStatus", "=", query.draftStatus);
  if (query.recordType) base = base.where("recordType", "=", query.recordType);
  if (query.parentRecordType) base = base.where("parentRecordType", "=", query.parentRecordType);
  if (query.parentRecordID !== undefined) base = base.where("parentRecordID", "=", query.parentRecordID);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("dateUpdated", "desc")
      .orderBy("draftID", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { drafts: rows.map(presentDraft), total: Number(count.total) };
}

/** `POST /drafts`: saves a new draft of the viewer's (checked by content spec §5). */
export async function createDraft(db: Kysely<Database>, viewer: Viewer, body: DraftPostBody): Promise<Draft> {
  requireSignedIn(viewer);
  const attributes = checkDraft({
    recordType: body.recordType,
    parentRecordType: body.parentRecordType,
    attributes: body.attributes,
  });
  const drafts = withDrafts(db);
  const count = await drafts
    .selectFrom("drafts")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("insertUserID", "=", viewer.userID)
    .executeTakeFirstOrThrow();
  if (Number(count.total) >= MAX_DRAFTS_PER_AUTHOR) {
    throw new HttpError(409, "You have too many drafts.", {
      description: `Post or delete some of your ${MAX_DRAFTS_PER_AUTHOR} drafts first.`,
    });
  }
  const now = nowISO();
  const row = await drafts
    .insertInto("drafts")
    .values({
      recordType: body.recordType,
      recordID: body.recordID ?? null,
      parentRecordType: body.parentRecordType ?? null,
      parentRecordID: body.parentRecordID ?? null,
      attributes: JSON.stringify(attributes),
      draftStatus: "draft",
      dateScheduled: null,
      failedReason: null,
      claimedUntil: null,
      claimToken: null,
      insertUserID: viewer.userID,
      dateInserted: now,
      updateUserID: viewer.userID,
      dateUpdated: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentDraft(row);
}

/**
 * `PATCH /drafts/{id}`: changes the viewer's draft; `attributes` replaces the whole attributes and
 * the result is checked as a new draft would be. A scheduled draft stays scheduled; a draft whose
 * publishing failed goes back to `draft` (its author is fixing it). 409 while it is being published.
 */
export async function updateDraft(
  db: Kysely<Database>,
  viewer: Viewer,
  draftID: number,
  patch: DraftPatchBody,
): Promise<Draft> {
  const row = await loadOwnDraft(db, viewer, draftID);
  assertNotPublishing(row);
  const recordType = patch.recordType ?? (row.recordType as DraftRecordType);
  const parentRecordType =
    patch.parentRecordType !== undefined
      ? patch.parentRecordType
      : (row.parentRecordType as DraftParentRecordType | null);
  const attributes = checkDraft({
    recordType,
    parentRecordType,
    attributes: patch.attributes ?? (JSON.parse(row.attributes) as Record<string, unknown>),
  });
  const isError = row.draftStatus === "error";
  return changeDraft(db, row, {
    recordType,
    recordID: patch.recordID !== undefined ? patch.recordID : row.recordID,
    parentRecordType,
    parentRecordID: patch.parentRecordID !== undefined ? patch.parentRecordID : row.parentRecordID,
    attributes: JSON.stringify(attributes),
    ...(isError ? { draftStatus: "draft", failedReason: null } : {}),
    updateUserID: viewer.userID,
  });
}

/** `DELETE /drafts/{id}`: deletes the viewer's draft; 409 while it is being published. */
export async function deleteDraft(db: Kysely<Database>, viewer: Viewer, draftID: number): Promise<void> {
  const row = await loadOwnDraft(db, viewer, draftID);
  assertNotPublishing(row);
  await withDrafts(db)
    .deleteFrom("drafts")
    .where("draftID", "=", row.draftID)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowISO())]))
    .execute();
}

/**
 * Writes a change to a draft unless a scheduler claimed it meanwhile (the claim is taken in one
 * statement, so the check is in the update itself). Answers the changed draft.
 */
export async function changeDraft(
  db: Kysely<Database>,
  row: DraftRow,
  values: Updateable<DraftsTable>,
): Promise<Draft> {
  const updated = await withDrafts(db)
    .updateTable("drafts")
    .set({ ...values, dateUpdated: nowISO() })
    .where("draftID", "=", row.draftID)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowISO())]))
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw publishingNow();
  return presentDraft(updated);
}

/** Throws 409 while a scheduler holds an unexpired claim on the draft. */
export function assertNotPublishing(row: DraftRow): void {
  const until = toISO(row.claimedUntil);
  if (until !== null && until > nowISO()) throw publishingNow();
}

const publishingNow = () =>
  new HttpError(409, "The draft is being published.", {
    description: "It cannot be changed now; it will be gone once it is posted.",
  });

import type { Kysely, Selectable, Transaction } from "kysely";
import type { LayoutDefinitionNode, LayoutViewType } from "../../schemas/layout/node.schema";
import type { Database } from "../db/types";
import { readJsonColumn, toISO } from "../db/columns";
import { badRequest, HttpError, notFound } from "../http/errors";
import {
  assertValidDefinition,
  definitionOf,
  getLayout,
  insertRevision,
  isLayoutViewType,
  storedLayoutRow,
  takeUpDraftVersion,
  type LayoutRecord,
} from "./layout-store";

type LayoutRow = Selectable<Database["layouts"]>;
export type DraftRow = Selectable<Database["layout_drafts"]>;

/** Who did something, as the layout API names them. */
export interface UserRef {
  userID: number;
  name: string;
}

/** `GET /layouts/{id}/draft`: the draft, or the live definition at version 0 when there is none. */
export interface LayoutDraftRecord {
  layoutID: number;
  layoutViewType: LayoutViewType;
  name: string;
  layout: LayoutDefinitionNode[];
  titleBar: LayoutDefinitionNode;
  version: number;
  hasDraft: boolean;
  dateUpdated: string | null;
  updateUserID: number | null;
  updateUser?: UserRef;
  /** When the draft is to be published by the scheduler; null: not scheduled. */
  dateScheduled: string | null;
  /** Who scheduled it: the revision is recorded under their name; null: not scheduled. */
  scheduleUserID: number | null;
  scheduleUser?: UserRef;
}

/** One entry of a layout's history. */
export interface LayoutRevisionSummary {
  revisionID: number;
  layoutID: number;
  dateInserted: string;
  insertUserID: number;
  insertUser: UserRef;
  isLive: boolean;
}

/** One revision with its definition. */
export interface LayoutRevisionRecord extends LayoutRevisionSummary {
  layout: LayoutDefinitionNode[];
  titleBar: LayoutDefinitionNode;
}

/** A built-in layout (its ID is a view type) has no draft nor history. */
const BUILT_IN_MESSAGE = "Copy the built-in layout to edit it.";

/** The stored layout an editing call names; 400 for a built-in layout, 404 for none. */
export async function editableLayoutRow(db: Kysely<Database>, id: string): Promise<LayoutRow> {
  if (isLayoutViewType(id)) throw badRequest(BUILT_IN_MESSAGE);
  return storedLayoutRow(db, id);
}

/** Names of members by ID; a member whose account is gone is "Unknown User". */
async function userRefs(db: Kysely<Database>, ids: Iterable<number>): Promise<Map<number, UserRef>> {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  const rows = wanted.length
    ? await db.selectFrom("users").select(["userID", "name"]).where("userID", "in", wanted).execute()
    : [];
  const refs = new Map(rows.map((row) => [row.userID, { userID: row.userID, name: row.name }]));
  return new Map(wanted.map((id) => [id, refs.get(id) ?? { userID: id, name: "Unknown User" }]));
}

export async function draftRow(db: Kysely<Database> | Transaction<Database>, layoutID: number) {
  return db.selectFrom("layout_drafts").selectAll().where("layoutID", "=", layoutID).executeTakeFirst();
}

/**
 * The version a client must send to change the draft. Versions only grow: publishing, discarding,
 * restoring and a live change each take the version up, and "no draft" keeps it, so a manager who
 * opened the layout before any of those is refused like any stale one; 0 only before any draft.
 */
export function currentVersion(draft: DraftRow | undefined): number {
  return draft?.version ?? 0;
}

/** The version a publish must name: the draft's, or 0 while there is none. */
function publishableVersion(draft: DraftRow | undefined): number {
  return draft && draft.definition !== null ? draft.version : 0;
}

/**
 * 409 naming who changed the layout last (the draft's last writer, whoever saved, published or
 * discarded it; else the layout's).
 */
export async function conflict(
  db: Kysely<Database>,
  row: LayoutRow,
  draft: DraftRow | undefined,
  sent: number,
): Promise<HttpError> {
  const userID = draft?.updateUserID ?? row.updateUserID ?? row.insertUserID;
  const name = (await userRefs(db, [userID])).get(userID)?.name ?? "someone";
  return new HttpError(409, `This layout was changed by ${name} while you were editing it.`, {
    description: `Your changes were made to version ${sent}, and the layout is now at version ${currentVersion(draft)}. Open the layout again to see the latest version, then make your changes again.`,
  });
}

/** The layout's draft, or its live definition (hasDraft false) when it has none. */
export async function getDraft(db: Kysely<Database>, id: string): Promise<LayoutDraftRecord> {
  const row = await editableLayoutRow(db, id);
  const draft = await draftRow(db, row.layoutID);
  const base = {
    layoutID: row.layoutID,
    layoutViewType: row.layoutViewType as LayoutViewType,
    name: row.name,
  };
  if (draft && draft.definition !== null && draft.titleBar !== null) {
    const scheduleUserID = draft.dateScheduled !== null ? draft.scheduleUserID : null;
    const users = await userRefs(db, [draft.updateUserID, ...(scheduleUserID ? [scheduleUserID] : [])]);
    const scheduleUser = scheduleUserID ? users.get(scheduleUserID) : undefined;
    return {
      ...base,
      layout: readJsonColumn(draft.definition) as LayoutDefinitionNode[],
      titleBar: readJsonColumn(draft.titleBar) as LayoutDefinitionNode,
      version: draft.version,
      hasDraft: true,
      dateUpdated: toISO(draft.dateUpdated),
      updateUserID: draft.updateUserID,
      ...withUser(users, draft.updateUserID),
      dateScheduled: toISO(draft.dateScheduled),
      scheduleUserID,
      ...(scheduleUser ? { scheduleUser } : {}),
    };
  }
  const updateUserID = row.updateUserID ?? row.insertUserID;
  const users = await userRefs(db, [updateUserID]);
  return {
    ...base,
    ...definitionOf(row),
    version: currentVersion(draft),
    hasDraft: false,
    dateUpdated: toISO(row.dateUpdated ?? row.dateInserted),
    updateUserID,
    ...withUser(users, updateUserID),
    dateScheduled: null,
    scheduleUserID: null,
  };
}

function withUser(users: Map<number, UserRef>, userID: number): { updateUser?: UserRef } {
  const user = users.get(userID);
  return user ? { updateUser: user } : {};
}

/**
 * Saves the layout's draft. `version` must be the draft's current version (0 while there is none),
 * else 409 naming who changed it; the saved draft's version is higher than any the layout had. The
 * title bar stays the draft's (or the live one) unless given.
 */
export async function saveDraft(
  db: Kysely<Database>,
  userID: number,
  id: string,
  body: { layout: unknown[]; titleBar?: object; version: number },
  date: string,
): Promise<LayoutDraftRecord> {
  const row = await editableLayoutRow(db, id);
  await assertValidDefinition(db, body);
  const saved = await db.transaction().execute(async (trx) => {
    // The draft's row exists from the first save on; a version only grows.
    await trx
      .insertInto("layout_drafts")
      .values({ layoutID: row.layoutID, version: 0, updateUserID: userID, dateUpdated: date })
      .onConflict((oc) => oc.column("layoutID").doNothing())
      .execute();
    const draft = await draftRow(trx, row.layoutID);
    if (!draft || currentVersion(draft) !== body.version) return false;
    const titleBar =
      body.titleBar !== undefined
        ? JSON.stringify(body.titleBar)
        : JSON.stringify(readJsonColumn(draft.definition !== null ? draft.titleBar : row.titleBar));
    const result = await trx
      .updateTable("layout_drafts")
      .set((eb) => ({
        version: eb("version", "+", 1),
        definition: JSON.stringify(body.layout),
        titleBar,
        updateUserID: userID,
        dateUpdated: date,
      }))
      .where("layoutID", "=", row.layoutID)
      .where("version", "=", draft.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
  if (!saved) throw await conflict(db, row, await draftRow(db, row.layoutID), body.version);
  return getDraft(db, String(row.layoutID));
}

/** Discards the layout's draft (nothing to do when it has none). */
export async function discardDraft(
  db: Kysely<Database>,
  userID: number,
  id: string,
  date: string,
): Promise<void> {
  const row = await editableLayoutRow(db, id);
  await db
    .updateTable("layout_drafts")
    .set((eb) => ({
      version: eb("version", "+", 1),
      definition: null,
      titleBar: null,
      dateScheduled: null,
      scheduleUserID: null,
      updateUserID: userID,
      dateUpdated: date,
    }))
    .where("layoutID", "=", row.layoutID)
    .where("definition", "is not", null)
    .execute();
}

/**
 * Makes the draft live and keeps it as a revision; the layout then has no draft (nor schedule).
 * `version` must be the draft's current one (409 otherwise); 400 when there is no draft. Publishing
 * later is layout-schedule.ts.
 */
export async function publishDraft(
  db: Kysely<Database>,
  userID: number,
  id: string,
  body: { version: number },
  date: string,
): Promise<LayoutRecord> {
  const row = await editableLayoutRow(db, id);
  const outcome = await db.transaction().execute(async (trx) => {
    const draft = await draftRow(trx, row.layoutID);
    if (publishableVersion(draft) !== body.version) return "conflict" as const;
    if (!draft || draft.definition === null || draft.titleBar === null) return "none" as const;
    const taken = await takeDraft(trx, draft, userID, date);
    return taken ? ("published" as const) : ("conflict" as const);
  });
  if (outcome === "conflict") {
    throw await conflict(db, row, await draftRow(db, row.layoutID), body.version);
  }
  if (outcome === "none") throw badRequest("There is no draft to publish.");
  return getLayout(db, String(row.layoutID));
}

/**
 * Empties the draft as it was read (compare-and-set on its version; with `onlyIf`, also only while it
 * is still scheduled by then) and makes its definition live as `userID`; false when it changed since.
 */
export async function takeDraft(
  trx: Transaction<Database>,
  draft: DraftRow,
  userID: number,
  date: string,
  onlyIf?: { scheduledBy: string },
): Promise<boolean> {
  const taken = await trx
    .updateTable("layout_drafts")
    .set((eb) => ({
      version: eb("version", "+", 1),
      definition: null,
      titleBar: null,
      dateScheduled: null,
      scheduleUserID: null,
      updateUserID: userID,
      dateUpdated: date,
    }))
    .where("layoutID", "=", draft.layoutID)
    .where("version", "=", draft.version)
    .where("definition", "is not", null)
    .$if(onlyIf !== undefined, (q) => q.where("dateScheduled", "<=", onlyIf!.scheduledBy))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  await makeLive(trx, draft.layoutID, draft, userID, date);
  return true;
}

/** Sets a layout's live definition and keeps it as its newest revision. */
async function makeLive(
  trx: Transaction<Database>,
  layoutID: number,
  definition: { definition: unknown; titleBar: unknown },
  userID: number,
  date: string,
): Promise<void> {
  const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  await trx
    .updateTable("layouts")
    .set({
      definition: asText(definition.definition),
      titleBar: asText(definition.titleBar),
      updateUserID: userID,
      dateUpdated: date,
    })
    .where("layoutID", "=", layoutID)
    .execute();
  await insertRevision(trx, layoutID, definition, userID, date);
}

/** At most this many revisions a page; `beforeRevisionID` pages on (keyset). */
export const REVISIONS_MAX_LIMIT = 100;

/**
 * A layout's revisions, newest first, at most `limit`, older than `beforeRevisionID` when given;
 * `hasMore` tells whether older ones remain. The newest revision is the live one.
 */
export async function listRevisions(
  db: Kysely<Database>,
  id: string,
  page: { limit: number; beforeRevisionID?: number },
): Promise<{ revisions: LayoutRevisionSummary[]; hasMore: boolean }> {
  const row = await editableLayoutRow(db, id);
  const [rows, liveID] = await Promise.all([
    db
      .selectFrom("layout_revisions")
      .select(["revisionID", "layoutID", "dateInserted", "insertUserID"])
      .where("layoutID", "=", row.layoutID)
      .$if(page.beforeRevisionID !== undefined, (q) => q.where("revisionID", "<", page.beforeRevisionID!))
      .orderBy("revisionID", "desc")
      .limit(page.limit + 1)
      .execute(),
    liveRevisionID(db, row.layoutID),
  ]);
  const shown = rows.slice(0, page.limit);
  const users = await userRefs(
    db,
    shown.map((r) => r.insertUserID),
  );
  return {
    revisions: shown.map((r) => presentRevision(r, users, liveID)),
    hasMore: rows.length > page.limit,
  };
}

async function liveRevisionID(db: Kysely<Database> | Transaction<Database>, layoutID: number) {
  const live = await db
    .selectFrom("layout_revisions")
    .select("revisionID")
    .where("layoutID", "=", layoutID)
    .orderBy("revisionID", "desc")
    .limit(1)
    .executeTakeFirst();
  return live?.revisionID;
}

function presentRevision(
  row: Pick<
    Selectable<Database["layout_revisions"]>,
    "revisionID" | "layoutID" | "dateInserted" | "insertUserID"
  >,
  users: Map<number, UserRef>,
  liveID: number | undefined,
): LayoutRevisionSummary {
  return {
    revisionID: row.revisionID,
    layoutID: row.layoutID,
    dateInserted: toISO(row.dateInserted) ?? "",
    insertUserID: row.insertUserID,
    insertUser: users.get(row.insertUserID) ?? { userID: row.insertUserID, name: "Unknown User" },
    isLive: row.revisionID === liveID,
  };
}

async function revisionRow(
  db: Kysely<Database> | Transaction<Database>,
  layoutID: number,
  revisionID: number,
) {
  const revision = await db
    .selectFrom("layout_revisions")
    .selectAll()
    .where("layoutID", "=", layoutID)
    .where("revisionID", "=", revisionID)
    .executeTakeFirst();
  if (!revision) throw notFound("Revision");
  return revision;
}

/** One revision of a layout with its definition. */
export async function getRevision(
  db: Kysely<Database>,
  id: string,
  revisionID: number,
): Promise<LayoutRevisionRecord> {
  const row = await editableLayoutRow(db, id);
  const [revision, liveID] = await Promise.all([
    revisionRow(db, row.layoutID, revisionID),
    liveRevisionID(db, row.layoutID),
  ]);
  const users = await userRefs(db, [revision.insertUserID]);
  return {
    ...presentRevision(revision, users, liveID),
    layout: readJsonColumn(revision.definition) as LayoutDefinitionNode[],
    titleBar: readJsonColumn(revision.titleBar) as LayoutDefinitionNode,
  };
}

/**
 * Makes a revision's definition live again, kept as a new revision (the history only grows); the
 * layout's draft, if any, is discarded.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  userID: number,
  id: string,
  revisionID: number,
  date: string,
): Promise<LayoutRecord> {
  const row = await editableLayoutRow(db, id);
  await db.transaction().execute(async (trx) => {
    const revision = await revisionRow(trx, row.layoutID, revisionID);
    await makeLive(trx, row.layoutID, revision, userID, date);
    await takeUpDraftVersion(trx, row.layoutID, userID, date, "discard");
  });
  return getLayout(db, String(row.layoutID));
}

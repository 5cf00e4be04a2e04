import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from "kysely";
import {
  layoutViewTypes,
  type LayoutDefinitionNode,
  type LayoutViewType,
} from "../../schemas/layout/node.schema";
import type { Database } from "../db/types";
import { nowISO, readJsonColumn, toISO } from "../db/columns";
import { badRequest, HttpError, notFound } from "../http/errors";
import { defaultLayouts, defaultTitleBar, type LayoutDefinition } from "./defaults";
import { validateDefinition } from "./validate-definition";
import { activeFragments } from "./fragment-apply";

type LayoutRow = Selectable<Database["layouts"]>;
type LayoutViewRow = Selectable<Database["layout_views"]>;

/** One assignment of a layout to a view and record, as the API answers it. */
export type LayoutViewRecord = Omit<LayoutViewRow, "dateInserted"> & { dateInserted: string };

/** A layout as the API answers it; built-in layouts have their view type as ID and no dates. */
export interface LayoutRecord {
  layoutID: number | LayoutViewType;
  name: string;
  layoutViewType: LayoutViewType;
  isDefault: boolean;
  isActive: boolean;
  layout?: LayoutDefinitionNode[];
  titleBar?: LayoutDefinitionNode;
  dateInserted: string | null;
  insertUserID: number;
  dateUpdated: string | null;
  updateUserID: number | null;
  layoutViews: LayoutViewRecord[];
  /** A stored layout's: when its draft is to be published by itself; null: never. */
  dateScheduled?: string | null;
}

/** The definition stored in a layouts row. */
export function definitionOf(row: Pick<LayoutRow, "definition" | "titleBar">): LayoutDefinition {
  return {
    layout: readJsonColumn(row.definition) as LayoutDefinitionNode[],
    titleBar: readJsonColumn(row.titleBar) as LayoutDefinitionNode,
  };
}

/** True for one of the layout view types. */
export function isLayoutViewType(value: string): value is LayoutViewType {
  return (layoutViewTypes as readonly string[]).includes(value);
}

/** Every layout: the built-in ones first, then the stored ones, without their definitions. */
export async function listLayouts(db: Kysely<Database>): Promise<LayoutRecord[]> {
  const rows = await db.selectFrom("layouts").selectAll().orderBy("layoutID").execute();
  const views = await db.selectFrom("layout_views").selectAll().orderBy("layoutViewID").execute();
  const schedules = await scheduledDrafts(db);
  const stored = rows.map((row) => presentLayout(row, views, false, schedules));
  const since = await siteCreatedAt(db);
  return [...layoutViewTypes.map((type) => presentDefault(type, views, false, since)), ...stored];
}

/** One layout with its definition; `id` is a layout ID or a view type (the built-in layout). */
export async function getLayout(db: Kysely<Database>, id: string): Promise<LayoutRecord> {
  if (isLayoutViewType(id)) {
    const views = await db.selectFrom("layout_views").selectAll().where("layoutViewType", "=", id).execute();
    return presentDefault(id, views, true, await siteCreatedAt(db));
  }
  const row = await storedLayoutRow(db, id);
  const views = await db
    .selectFrom("layout_views")
    .selectAll()
    .where("layoutID", "=", row.layoutID)
    .execute();
  return presentLayout(row, views, true, await scheduledDrafts(db, row.layoutID));
}

/** When each scheduled layout draft (of one layout, or all) is to be published, by layout ID. */
async function scheduledDrafts(db: Kysely<Database>, layoutID?: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("layout_drafts")
    .select(["layoutID", "dateScheduled"])
    .where("dateScheduled", "is not", null)
    .where("definition", "is not", null)
    .$if(layoutID !== undefined, (q) => q.where("layoutID", "=", layoutID!))
    .execute();
  return new Map(rows.map((row) => [row.layoutID, toISO(row.dateScheduled) ?? ""]));
}

/** Saves a new layout after checking its definition against the widget schemas; its first revision too. */
export async function createLayout(
  db: Kysely<Database>,
  userID: number,
  body: { name: string; layoutViewType: LayoutViewType; layout: unknown[]; titleBar?: object },
): Promise<LayoutRecord> {
  await assertValidDefinition(db, body);
  const dateInserted = nowISO();
  const definition = JSON.stringify(body.layout);
  const titleBar = JSON.stringify(body.titleBar ?? defaultTitleBar);
  const layoutID = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("layouts")
      .values({
        name: body.name,
        layoutViewType: body.layoutViewType,
        definition,
        titleBar,
        insertUserID: userID,
        dateInserted,
      })
      .returning("layoutID")
      .executeTakeFirstOrThrow();
    await insertRevision(trx, inserted.layoutID, { definition, titleBar }, userID, dateInserted);
    return inserted.layoutID;
  });
  return getLayout(db, String(layoutID));
}

/**
 * Changes a stored layout's name or definition; built-in layouts cannot change (422). A new
 * definition (layout or title bar) is kept as a revision.
 */
export async function updateLayout(
  db: Kysely<Database>,
  userID: number,
  id: string,
  body: { name?: string; layout?: unknown[]; titleBar?: object },
): Promise<LayoutRecord> {
  const row = await storedLayoutRow(db, id);
  await assertValidDefinition(db, body);
  const date = nowISO();
  const changes: Updateable<Database["layouts"]> = { updateUserID: userID, dateUpdated: date };
  if (body.name !== undefined) changes.name = body.name;
  if (body.layout !== undefined) changes.definition = JSON.stringify(body.layout);
  if (body.titleBar !== undefined) changes.titleBar = JSON.stringify(body.titleBar);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("layouts").set(changes).where("layoutID", "=", row.layoutID).execute();
    if (body.layout === undefined && body.titleBar === undefined) return;
    const live = await trx
      .selectFrom("layouts")
      .select(["definition", "titleBar"])
      .where("layoutID", "=", row.layoutID)
      .executeTakeFirstOrThrow();
    await insertRevision(trx, row.layoutID, live, userID, date);
    // A manager editing from the live definition (no draft) now edits a stale one.
    await takeUpDraftVersion(trx, row.layoutID, userID, date, "unlessDraft");
  });
  return getLayout(db, String(row.layoutID));
}

/**
 * Takes the layout's draft version up after its live definition changed, so a save from before is
 * refused (server/layouts/layout-history.ts `currentVersion`): `"discard"` also drops the draft (a
 * restore), `"unlessDraft"` leaves a draft as it is (its editors still edit the latest).
 */
export async function takeUpDraftVersion(
  trx: Transaction<Database>,
  layoutID: number,
  userID: number,
  date: string,
  mode: "discard" | "unlessDraft",
): Promise<void> {
  const cleared =
    mode === "discard" ? { definition: null, titleBar: null, dateScheduled: null, scheduleUserID: null } : {};
  await trx
    .insertInto("layout_drafts")
    .values({ layoutID, version: 1, updateUserID: userID, dateUpdated: date })
    .onConflict((oc) => {
      const update = oc.column("layoutID").doUpdateSet((eb) => ({
        version: eb("layout_drafts.version", "+", 1),
        updateUserID: userID,
        dateUpdated: date,
        ...cleared,
      }));
      return mode === "discard" ? update : update.where("layout_drafts.definition", "is", null);
    })
    .execute();
}

/** Keeps a definition a layout now has live as its newest revision. */
export async function insertRevision(
  trx: Transaction<Database> | Kysely<Database>,
  layoutID: number,
  definition: { definition: unknown; titleBar: unknown },
  userID: number,
  dateInserted: string,
): Promise<number> {
  const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  const { revisionID } = await trx
    .insertInto("layout_revisions")
    .values({
      layoutID,
      definition: asText(definition.definition),
      titleBar: asText(definition.titleBar),
      insertUserID: userID,
      dateInserted,
    })
    .returning("revisionID")
    .executeTakeFirstOrThrow();
  return revisionID;
}

/**
 * Deletes a stored layout that is applied nowhere; an applied one (assigned to any view, site-wide or
 * a category's) is refused with 409, so deleting never changes what a page shows.
 */
export async function deleteLayout(db: Kysely<Database>, id: string): Promise<void> {
  const row = await storedLayoutRow(db, id);
  await db.transaction().execute(async (trx) => {
    const applied = await trx
      .selectFrom("layout_views")
      .select("layoutViewID")
      .where("layoutID", "=", row.layoutID)
      .limit(1)
      .executeTakeFirst();
    if (applied) {
      throw new HttpError(409, "This layout is applied, so it cannot be deleted.", {
        description: "Apply another layout where it is applied, or unassign it, then delete it.",
      });
    }
    await trx.deleteFrom("layouts").where("layoutID", "=", row.layoutID).execute();
  });
}

/** The views a layout is assigned to. */
export async function getLayoutViews(db: Kysely<Database>, id: string): Promise<LayoutViewRecord[]> {
  return (await getLayout(db, id)).layoutViews;
}

/**
 * Assigns a layout to exactly these records of its view type, replacing its earlier assignments;
 * a record assigned to another layout moves to this one (one layout per view and record).
 */
export async function setLayoutViews(
  db: Kysely<Database>,
  userID: number,
  id: string,
  views: Array<{ recordType: string; recordID: number }>,
): Promise<LayoutViewRecord[]> {
  const row = await storedLayoutRow(db, id);
  await assertAssignable(db, views);
  const unique = [...new Map(views.map((v) => [`${v.recordType}:${v.recordID}`, v])).values()];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("layout_views").where("layoutID", "=", row.layoutID).execute();
    for (const view of unique) {
      await trx
        .deleteFrom("layout_views")
        .where("layoutViewType", "=", row.layoutViewType)
        .where("recordType", "=", view.recordType)
        .where("recordID", "=", view.recordID)
        .execute();
    }
    if (unique.length === 0) return;
    const dateInserted = nowISO();
    await trx
      .insertInto("layout_views")
      .values(
        unique.map((view) => ({
          layoutID: row.layoutID,
          layoutViewType: row.layoutViewType,
          recordType: view.recordType,
          recordID: view.recordID,
          insertUserID: userID,
          dateInserted,
        })),
      )
      .execute();
  });
  return getLayoutViews(db, String(row.layoutID));
}

/** A stored layout's row; 422 for a built-in layout, 404 for none. */
export async function storedLayoutRow(db: Kysely<Database>, id: string): Promise<LayoutRow> {
  if (isLayoutViewType(id)) {
    throw new HttpError(422, "A built-in layout cannot be changed; create a layout from it instead.");
  }
  const layoutID = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const row = Number.isNaN(layoutID)
    ? undefined
    : await db.selectFrom("layouts").selectAll().where("layoutID", "=", layoutID).executeTakeFirst();
  if (!row) throw notFound("Layout");
  return row;
}

/** 400 with field errors unless the definition passes the widget schemas (server/layouts/validate-definition.ts). */
export async function assertValidDefinition(
  db: Kysely<Database>,
  body: { layout?: unknown; titleBar?: unknown },
): Promise<void> {
  // The widget types committed CustomFragments declare are known too, with their props schemas.
  const errors = validateDefinition(body, (await activeFragments(db)).customEntries);
  if (errors.length > 0) throw badRequest("The layout definition is not valid.", errors);
}

/** Global assignments use record -1; categories must exist. */
async function assertAssignable(
  db: Kysely<Database>,
  views: Array<{ recordType: string; recordID: number }>,
) {
  const errors = views.flatMap((view, i) =>
    view.recordType === "global" && view.recordID !== -1
      ? [
          {
            field: "recordID",
            path: `[${i}]`,
            code: "global",
            message: "A global assignment has recordID -1.",
          },
        ]
      : [],
  );
  const categoryIDs = views.filter((v) => v.recordType === "category").map((v) => v.recordID);
  if (categoryIDs.length > 0) {
    const found = new Set(
      (
        await db
          .selectFrom("categories")
          .select("categoryID")
          .where("categoryID", "in", categoryIDs)
          .execute()
      ).map((r) => r.categoryID),
    );
    views.forEach((view, i) => {
      if (view.recordType === "category" && !found.has(view.recordID)) {
        errors.push({
          field: "recordID",
          path: `[${i}]`,
          code: "notFound",
          message: `No category ${view.recordID}.`,
        });
      }
    });
  }
  if (errors.length > 0) throw badRequest("The layout views are not valid.", errors);
}

function presentView(row: LayoutViewRow): LayoutViewRecord {
  return { ...row, dateInserted: toISO(row.dateInserted) ?? "" };
}

function presentLayout(
  row: LayoutRow,
  views: LayoutViewRow[],
  withDefinition: boolean,
  schedules: Map<number, string>,
): LayoutRecord {
  const own = views.filter((v) => v.layoutID === row.layoutID).map(presentView);
  return {
    layoutID: row.layoutID,
    name: row.name,
    layoutViewType: row.layoutViewType as LayoutViewType,
    isDefault: false,
    isActive: own.length > 0,
    ...(withDefinition ? definitionOf(row) : {}),
    dateInserted: toISO(row.dateInserted),
    insertUserID: row.insertUserID,
    dateUpdated: toISO(row.dateUpdated),
    updateUserID: row.updateUserID,
    layoutViews: own,
    dateScheduled: schedules.get(row.layoutID) ?? null,
  };
}

/**
 * When the site was made: its first database migration ran then, and the built-in layouts have been
 * the site's since (their `dateInserted`). Null on a database with no record of it.
 */
async function siteCreatedAt(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{
    at: string | null;
  }>`select min(${sql.ref("timestamp")}) as ${sql.ref("at")} from ${sql.table("kysely_migration")}`.execute(
    db,
  );
  return toISO(rows[0]?.at ?? null);
}

/** A built-in layout is active while no stored layout is assigned to its view site-wide. */
function presentDefault(
  type: LayoutViewType,
  views: LayoutViewRow[],
  withDefinition: boolean,
  since: string | null,
): LayoutRecord {
  const builtIn = defaultLayouts[type];
  return {
    layoutID: type,
    name: builtIn.name,
    layoutViewType: type,
    isDefault: true,
    isActive: !views.some((v) => v.layoutViewType === type && v.recordType === "global"),
    ...(withDefinition ? { layout: builtIn.layout, titleBar: builtIn.titleBar } : {}),
    dateInserted: since,
    insertUserID: 0,
    dateUpdated: null,
    updateUserID: null,
    layoutViews: [],
  };
}

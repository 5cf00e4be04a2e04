import type { Kysely } from "kysely";
import type { Collection } from "../../../schemas/entities/collection.schema";
import type { collectableRecordTypes } from "../../../schemas/api/collections.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { isCategoryVisible } from "../categories/categories";
import { getDiscussionRow } from "../discussions/discussion-get";
import { loadVisibleRecords, presentCollectionRow } from "./collections";

/** A record a collection may hold, as `/collections/by-resource` names it. */
export interface CollectionResource {
  recordID: number;
  recordType: (typeof collectableRecordTypes)[number];
  sort?: number | null;
}

/** 404 unless the record exists and the viewer may see it (hidden answers like missing). */
async function assertResourceVisible(
  db: Kysely<Database>,
  viewer: Viewer,
  resource: CollectionResource,
): Promise<void> {
  if (resource.recordType === "category") {
    if (!(await isCategoryVisible(db, viewer, resource.recordID))) throw notFound("Category");
    return;
  }
  await getDiscussionRow(db, viewer, resource.recordID);
}

/**
 * The collections holding a record (`GET /collections/by-resource`), each with the records the viewer
 * may see; 404 when the record is missing or hidden.
 */
export async function listCollectionsByResource(
  db: Kysely<Database>,
  viewer: Viewer,
  resource: CollectionResource,
): Promise<Collection[]> {
  await assertResourceVisible(db, viewer, resource);
  const rows = await db
    .selectFrom("collections")
    .selectAll("collections")
    .where("collectionID", "in", (eb) =>
      eb
        .selectFrom("collection_records")
        .select("collection_records.collectionID")
        .where("collection_records.recordType", "=", resource.recordType)
        .where("collection_records.recordID", "=", resource.recordID),
    )
    .orderBy("collectionID")
    .execute();
  const records = await loadVisibleRecords(
    db,
    viewer,
    rows.map((row) => row.collectionID),
  );
  return rows.map((row) => ({
    ...presentCollectionRow(row),
    records: (records.get(row.collectionID) ?? []).map(({ record: _content, ...rest }) => rest),
  }));
}

/**
 * Puts a record in exactly the given collections (`PUT /collections/by-resource`): it leaves the others,
 * joins the new ones at the end (or at `sort`) and keeps its place where it already was; an empty list
 * takes it out of every collection. Collections that gain or lose it record the editor. 400 names
 * collections that do not exist; a missing or hidden record is a 404.
 */
export async function setCollectionsOfResource(
  db: Kysely<Database>,
  viewer: Viewer,
  resource: CollectionResource,
  collectionIDs: readonly number[],
): Promise<Collection[]> {
  await assertResourceVisible(db, viewer, resource);
  const wanted = [...new Set(collectionIDs)];
  const now = nowISO();
  await db.transaction().execute(async (trx) => {
    const existing = wanted.length
      ? await trx
          .selectFrom("collections")
          .select("collectionID")
          .where("collectionID", "in", wanted)
          .execute()
      : [];
    const found = new Set(existing.map((row) => row.collectionID));
    const errors: FieldError[] = [];
    collectionIDs.forEach((id, index) => {
      if (!found.has(id))
        errors.push({
          field: "collectionIDs",
          path: `collectionIDs.${index}`,
          code: "notFound",
          message: `No collection has the ID ${id}.`,
        });
    });
    if (errors.length) throw badRequest("The record's collections could not be set.", errors);
    const current = await trx
      .selectFrom("collection_records")
      .select("collectionID")
      .where("recordType", "=", resource.recordType)
      .where("recordID", "=", resource.recordID)
      .execute();
    const had = new Set(current.map((row) => row.collectionID));
    const leaving = [...had].filter((id) => !found.has(id));
    const joining = wanted.filter((id) => !had.has(id));
    if (leaving.length) {
      await trx
        .deleteFrom("collection_records")
        .where("recordType", "=", resource.recordType)
        .where("recordID", "=", resource.recordID)
        .where("collectionID", "in", leaving)
        .execute();
    }
    for (const collectionID of joining) {
      const last = await trx
        .selectFrom("collection_records")
        .select((eb) => eb.fn.max("sort").as("sort"))
        .where("collectionID", "=", collectionID)
        .executeTakeFirst();
      await trx
        .insertInto("collection_records")
        .values({
          collectionID,
          recordType: resource.recordType,
          recordID: resource.recordID,
          sort: resource.sort ?? Number(last?.sort ?? 0) + 1,
          dateInserted: now,
        })
        .execute();
    }
    const changed = [...leaving, ...joining];
    if (changed.length) {
      await trx
        .updateTable("collections")
        .set({ updateUserID: viewer.userID, dateUpdated: now })
        .where("collectionID", "in", changed)
        .execute();
    }
  });
  return listCollectionsByResource(db, viewer, resource);
}

import type { Kysely, Selectable } from "kysely";
import type {
  Collection,
  CollectionContent,
  CollectionRecordContent,
  CollectionRecordType,
} from "../../schemas/entities/collection.schema";
import type { CollectionPostBody, collectableRecordTypes } from "../../schemas/api/collections.schema";
import type { FieldError } from "../../schemas/entities/error.schema";
import type { Database } from "../db/types";
import { nowISO, toISO } from "../db/columns";
import type { Viewer } from "../auth/viewer";
import { badRequest, notFound } from "../http/errors";
import type { PageRequest } from "../http/paging";
import { categoryUrl, isCategoryVisible, loadVisibleCategories } from "./categories";
import { getDiscussionRow } from "./discussion-get";
import { discussionUrl } from "./discussions";
import { cutExcerpt } from "../../runtime/format/excerpt";

type CollectionRow = Selectable<Database["collections"]>;
type RecordRow = Selectable<Database["collection_records"]>;
type Item = CollectionRecordContent["record"];

/** Length of a collection card's excerpt. */
const EXCERPT_LENGTH = 200;

/** A page of collections, each with only the records the viewer may see. */
export async function listCollections(
  db: Kysely<Database>,
  viewer: Viewer,
  page: PageRequest,
): Promise<{ collections: Collection[]; total: number }> {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom("collections")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("collections")
      .selectAll()
      .orderBy("collectionID")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const records = await loadVisibleRecords(
    db,
    viewer,
    rows.map((row) => row.collectionID),
  );
  const collections = rows.map((row) => ({
    ...presentCollectionRow(row),
    records: (records.get(row.collectionID) ?? []).map(({ record: _content, ...rest }) => rest),
  }));
  return { collections, total: Number(total) };
}

/** One collection with the content of each record the viewer may see; 404 when it does not exist. */
export async function getCollectionContent(
  db: Kysely<Database>,
  viewer: Viewer,
  collectionID: number,
): Promise<CollectionContent> {
  const row = await db
    .selectFrom("collections")
    .selectAll()
    .where("collectionID", "=", collectionID)
    .executeTakeFirst();
  if (!row) throw notFound("Collection");
  const records = await loadVisibleRecords(db, viewer, [collectionID]);
  return { ...presentCollectionRow(row), records: records.get(collectionID) ?? [] };
}

/**
 * Creates a collection of existing discussions and categories and answers it (records without their
 * content, like Vanilla's); 400 names records that do not exist or are listed twice.
 */
export async function createCollection(
  db: Kysely<Database>,
  viewer: Viewer,
  body: CollectionPostBody,
): Promise<Collection> {
  await assertRecordsExist(db, body.records);
  const now = nowISO();
  const collectionID = await db.transaction().execute(async (trx) => {
    const { collectionID } = await trx
      .insertInto("collections")
      .values({ name: body.name.trim(), insertUserID: viewer.userID, dateInserted: now })
      .returning("collectionID")
      .executeTakeFirstOrThrow();
    if (body.records.length) {
      await trx
        .insertInto("collection_records")
        .values(
          body.records.map((record, index) => ({
            collectionID,
            recordType: record.recordType,
            recordID: record.recordID,
            sort: record.sort ?? index + 1,
            dateInserted: now,
          })),
        )
        .execute();
    }
    return collectionID;
  });
  const created = await getCollectionContent(db, viewer, collectionID);
  return { ...created, records: created.records.map(({ record: _content, ...rest }) => rest) };
}

async function assertRecordsExist(
  db: Kysely<Database>,
  records: CollectionPostBody["records"],
): Promise<void> {
  const idsOf = (type: string) => records.filter((r) => r.recordType === type).map((r) => r.recordID);
  const [discussions, categories] = await Promise.all([
    idsOf("discussion").length
      ? db
          .selectFrom("discussions")
          .select("discussionID as id")
          .where("discussionID", "in", idsOf("discussion"))
          .execute()
      : [],
    idsOf("category").length
      ? db
          .selectFrom("categories")
          .select("categoryID as id")
          .where("categoryID", "in", idsOf("category"))
          .execute()
      : [],
  ]);
  const found = new Set([
    ...discussions.map((r) => `discussion:${r.id}`),
    ...categories.map((r) => `category:${r.id}`),
  ]);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  records.forEach((record, index) => {
    const key = `${record.recordType}:${record.recordID}`;
    const field = { field: "recordID", path: `records.${index}` };
    if (!found.has(key))
      errors.push({
        ...field,
        code: "notFound",
        message: `No ${record.recordType} has the ID ${record.recordID}.`,
      });
    else if (seen.has(key))
      errors.push({
        ...field,
        code: "unique",
        message: `The ${record.recordType} ${record.recordID} is listed twice.`,
      });
    seen.add(key);
  });
  if (errors.length) throw badRequest("The collection could not be created.", errors);
}

function presentCollectionRow(row: CollectionRow) {
  return {
    collectionID: row.collectionID,
    name: row.name,
    insertUserID: row.insertUserID,
    updateUserID: row.updateUserID,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated),
  };
}

/**
 * The records of some collections, in order, with their content, leaving out records the viewer may
 * not see (their discussion's category lacks discussions.view; content spec §6) and record types this
 * site does not have. One query for the records and one per record type, whatever their number.
 */
async function loadVisibleRecords(
  db: Kysely<Database>,
  viewer: Viewer,
  collectionIDs: number[],
): Promise<Map<number, CollectionRecordContent[]>> {
  const byCollection = new Map<number, CollectionRecordContent[]>();
  if (!collectionIDs.length) return byCollection;
  const records = await db
    .selectFrom("collection_records")
    .selectAll()
    .where("collectionID", "in", collectionIDs)
    .execute();
  const contents = await loadContents(db, viewer, records);
  const ordered = [...records].sort(
    (a, b) =>
      (a.sort ?? Infinity) - (b.sort ?? Infinity) ||
      String(a.dateInserted).localeCompare(String(b.dateInserted)),
  );
  for (const record of ordered) {
    const content = contents.get(`${record.recordType}:${record.recordID}`);
    if (!content) continue;
    const list = byCollection.get(record.collectionID) ?? [];
    list.push({
      recordID: record.recordID,
      recordType: record.recordType as CollectionRecordType,
      sort: record.sort,
      dateAddedToCollection: toISO(record.dateInserted) ?? "",
      record: content,
    });
    byCollection.set(record.collectionID, list);
  }
  return byCollection;
}

async function loadContents(
  db: Kysely<Database>,
  viewer: Viewer,
  records: RecordRow[],
): Promise<Map<string, Item>> {
  const visible = new Map((await loadVisibleCategories(db, viewer)).map((row) => [row.categoryID, row]));
  const discussionIDs = records.filter((r) => r.recordType === "discussion").map((r) => r.recordID);
  const discussions = discussionIDs.length
    ? await db
        .selectFrom("discussions")
        .select(["discussionID", "name", "bodyText", "categoryID", "dateInserted"])
        .where("discussionID", "in", discussionIDs)
        .execute()
    : [];
  const contents = new Map<string, Item>();
  for (const row of discussions) {
    const category = visible.get(row.categoryID);
    if (!category) continue;
    contents.set(`discussion:${row.discussionID}`, {
      name: row.name,
      url: discussionUrl(row.discussionID, row.name),
      excerpt: cutExcerpt(row.bodyText ?? "", EXCERPT_LENGTH),
      dateInserted: toISO(row.dateInserted) ?? "",
      imageUrl: null,
      category: {
        categoryID: category.categoryID,
        name: category.name,
        url: categoryUrl(category.categoryID),
      },
    });
  }
  for (const record of records) {
    const category = record.recordType === "category" ? visible.get(record.recordID) : undefined;
    if (!category) continue;
    contents.set(`category:${category.categoryID}`, {
      name: category.name,
      url: categoryUrl(category.categoryID),
      excerpt: category.description,
      dateInserted: toISO(category.dateInserted) ?? "",
      imageUrl: null,
    });
  }
  return contents;
}

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

/** Takes a discussion out of every collection (it is being deleted or merged away). */
export async function removeDiscussionFromCollections(
  db: Kysely<Database>,
  discussionID: number,
): Promise<void> {
  await db
    .deleteFrom("collection_records")
    .where("recordType", "=", "discussion")
    .where("recordID", "=", discussionID)
    .execute();
}

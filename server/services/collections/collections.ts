import type { Kysely, Selectable } from "kysely";
import type {
  Collection,
  CollectionContent,
  CollectionRecordContent,
  CollectionRecordType,
} from "../../../schemas/entities/collection.schema";
import type { CollectionPostBody } from "../../../schemas/api/collections.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { categoryUrl, loadVisibleCategories } from "../categories/categories";
import { discussionUrl } from "../discussions/discussions";
import { cutExcerpt } from "../../../runtime/format/excerpt";

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

/** A collection row as the API answers it, without its records. */
export function presentCollectionRow(row: CollectionRow) {
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
export async function loadVisibleRecords(
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

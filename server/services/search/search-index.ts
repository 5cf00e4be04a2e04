import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../../db/types";
import { dialectOf, withSearch, type SearchDatabase } from "./search-table";
import { HIGHLIGHT_SENTINELS } from "./excerpts";
import { REDIRECT_TYPE } from "../discussions/discussion-counts";

/**
 * What changed, by record: every listed record's search document is brought in step with its row
 * (written, rewritten, or removed when the row is gone or deleted). `discussionIDs` also covers the
 * comments of those discussions (a move, a merge, a split or a delete changes them all).
 */
export interface SearchIndexChange {
  discussionIDs?: readonly number[];
  /** The discussions whose comments changed too (moved, merged, split, deleted with them). */
  threadIDs?: readonly number[];
  commentIDs?: readonly number[];
  userIDs?: readonly number[];
  categoryIDs?: readonly number[];
}

/**
 * Brings the search documents of the changed records in step with their rows. Call it inside the
 * write's transaction, after the write, so the index never shows what the database does not hold.
 */
export async function syncSearchIndex(db: Kysely<Database>, change: SearchIndexChange): Promise<void> {
  const s = withSearch(db);
  const ids = (list?: readonly number[]) => [...new Set(list ?? [])];
  const discussionIDs = ids([...(change.discussionIDs ?? []), ...(change.threadIDs ?? [])]);
  const threadIDs = ids(change.threadIDs);
  const commentIDs = ids(change.commentIDs);
  const userIDs = ids(change.userIDs);
  const categoryIDs = ids(change.categoryIDs);
  if (discussionIDs.length) {
    await removeDocuments(s, "discussion", discussionIDs);
    await write(
      s,
      selectDiscussions(s, (eb) => eb("discussions.discussionID", "in", discussionIDs)),
    );
  }
  if (threadIDs.length) {
    await s
      .deleteFrom("search_documents")
      .where("recordType", "=", "comment")
      .where("discussionID", "in", threadIDs)
      .execute();
    await write(
      s,
      selectComments(s, (eb) => eb("comments.discussionID", "in", threadIDs)),
    );
  }
  if (commentIDs.length) {
    await removeDocuments(s, "comment", commentIDs);
    await write(
      s,
      selectComments(s, (eb) => eb("comments.commentID", "in", commentIDs)),
    );
  }
  if (userIDs.length) {
    await removeDocuments(s, "user", userIDs);
    await write(
      s,
      selectUsers(s, (eb) => eb("users.userID", "in", userIDs)),
    );
  }
  if (categoryIDs.length) {
    await removeDocuments(s, "category", categoryIDs);
    await write(
      s,
      selectCategories(s, (eb) => eb("categories.categoryID", "in", categoryIDs)),
    );
  }
}

/** Rebuilds the whole index from the tables (the migration's backfill, the demo seed, the scale seed). */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<void> {
  const s = withSearch(db);
  await s.deleteFrom("search_documents").execute();
  const all = () => sql<SqlBool>`1 = 1`;
  const parts = [
    selectCategories(s, all),
    selectUsers(s, all),
    selectDiscussions(s, all),
    selectComments(s, all),
  ];
  // In time order, so document IDs follow dates as they do for live writes: the newest matches a
  // search ranks (MAX_CANDIDATES) are then the newest records.
  const union = sql.join(
    parts.map((part, index) => sql`select * from ${part} as ${sql.ref(`part${index}`)}`),
    sql` union all `,
  );
  await s
    .insertInto("search_documents")
    .columns(COLUMNS)
    .expression(sql`select * from (${union}) as documents order by "dateInserted", "recordType", "recordID"`)
    .execute();
}

async function write(s: Kysely<SearchDatabase>, documents: Expression<unknown>) {
  await s.insertInto("search_documents").columns(COLUMNS).expression(documents).execute();
}

async function removeDocuments(s: Kysely<SearchDatabase>, recordType: string, recordIDs: number[]) {
  await s
    .deleteFrom("search_documents")
    .where("recordType", "=", recordType)
    .where("recordID", "in", recordIDs)
    .execute();
}

/** Indexed text: never null, and without the excerpts' private sentinels (see excerpts.ts). */
function cleanText(value: Expression<string | null>) {
  const [open, close] = HIGHLIGHT_SENTINELS;
  return sql<string>`replace(replace(coalesce(${value}, ''), ${open}, ' '), ${close}, ' ')`;
}

type Where<T extends keyof SearchDatabase> = (
  eb: ExpressionBuilder<SearchDatabase, T>,
) => Expression<SqlBool>;

function selectDiscussions(s: Kysely<SearchDatabase>, where: Where<"discussions">) {
  return (
    s
      .selectFrom("discussions")
      .where(where)
      // A redirect left by a move or a merge is a pointer, not content.
      .where("discussions.type", "!=", REDIRECT_TYPE)
      .select((eb) => [
        sql.lit("discussion").as("recordType"),
        "discussions.discussionID as recordID",
        "discussions.categoryID",
        "discussions.discussionID",
        "discussions.insertUserID",
        "discussions.dateInserted",
        "discussions.dateUpdated",
        cleanText(eb.ref("discussions.name")).as("name"),
        cleanText(eb.ref("discussions.bodyText")).as("bodyText"),
        "discussions.type",
      ])
  );
}

function selectComments(s: Kysely<SearchDatabase>, where: Where<"comments" | "discussions">) {
  return s
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .where(where)
    .where("comments.deleted", "=", 0)
    .select((eb) => [
      sql.lit("comment").as("recordType"),
      "comments.commentID as recordID",
      "discussions.categoryID",
      "comments.discussionID",
      "comments.insertUserID",
      "comments.dateInserted",
      "comments.dateUpdated",
      sql.lit("").as("name"),
      cleanText(eb.ref("comments.bodyText")).as("bodyText"),
      sql.lit("comment").as("type"),
    ]);
}

function selectUsers(s: Kysely<SearchDatabase>, where: Where<"users">) {
  return s
    .selectFrom("users")
    .where(where)
    .where("users.userID", ">", 0)
    .select((eb) => [
      sql.lit("user").as("recordType"),
      "users.userID as recordID",
      NO_ID.as("categoryID"),
      NO_ID.as("discussionID"),
      "users.userID as insertUserID",
      "users.dateInserted",
      "users.dateUpdated",
      cleanText(eb.ref("users.name")).as("name"),
      sql.lit("").as("bodyText"),
      sql.lit("user").as("type"),
    ]);
}

function selectCategories(s: Kysely<SearchDatabase>, where: Where<"categories">) {
  return s
    .selectFrom("categories")
    .where(where)
    .where("categories.categoryID", ">", 0)
    .select((eb) => [
      sql.lit("category").as("recordType"),
      "categories.categoryID as recordID",
      "categories.categoryID",
      NO_ID.as("discussionID"),
      sql.lit(0).as("insertUserID"),
      "categories.dateInserted",
      sql<string | null>`cast(null as ${dialectOf(s) === "postgres" ? sql`timestamptz` : sql`text`})`.as(
        "dateUpdated",
      ),
      cleanText(eb.ref("categories.name")).as("name"),
      cleanText(eb.ref("categories.description")).as("bodyText"),
      sql.lit("category").as("type"),
    ]);
}

/** A missing ID, typed so the parts of the rebuild's union agree on PostgreSQL. */
const NO_ID = sql<number | null>`cast(null as integer)`;

const COLUMNS = [
  "recordType",
  "recordID",
  "categoryID",
  "discussionID",
  "insertUserID",
  "dateInserted",
  "dateUpdated",
  "name",
  "bodyText",
  "type",
] as const;

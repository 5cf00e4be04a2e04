import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { CategoryRow } from "../categories/categories";
import type { SearchText } from "./query-text";
import type { SearchDocumentRow } from "./search-table";

/**
 * The suggestion sources that need no full-text index: places and members are few and are looked up
 * by name prefix, as the content spec's suggestion list shows them.
 */

/** The visible categories whose name has a word starting with each typed word, by name. */
export function matchingCategories(
  visible: readonly CategoryRow[],
  text: SearchText,
  limit: number,
): SearchDocumentRow[] {
  const typed = [...text.words, ...text.phrases.flat(), ...(text.prefix === null ? [] : [text.prefix])];
  const wordsOf = (name: string) =>
    name
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return visible
    .filter((row) => {
      const words = wordsOf(row.name);
      return typed.every((part) => words.some((word) => word.startsWith(part)));
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((row) => ({
      documentID: 0,
      recordType: "category",
      recordID: row.categoryID,
      categoryID: row.categoryID,
      discussionID: null,
      insertUserID: 0,
      dateInserted: row.dateInserted,
      dateUpdated: null,
      name: row.name,
      bodyText: row.description,
      type: "category",
    }));
}

/** Members whose name starts with the typed text (case-insensitive), by name. */
export async function matchingMembers(
  db: Kysely<Database>,
  typed: string,
  limit: number,
): Promise<SearchDocumentRow[]> {
  // LIKE wildcards in the typed text are matched literally (as the tag lookup does).
  const escaped = typed
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await db
    .selectFrom("users")
    .select(["userID", "name", "dateInserted", "dateUpdated"])
    .where(sql<boolean>`${sql.ref("nameKey")} like ${`${escaped}%`} escape '\\'`)
    .where("userID", ">", 0)
    .orderBy("nameKey")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    documentID: 0,
    recordType: "user",
    recordID: row.userID,
    categoryID: null,
    discussionID: null,
    insertUserID: row.userID,
    dateInserted: row.dateInserted,
    dateUpdated: row.dateUpdated,
    name: row.name,
    bodyText: "",
    type: "user",
  }));
}

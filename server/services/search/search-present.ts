import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { toISO } from "../../db/columns";
import type { SearchExpand, SearchResult } from "../../../schemas/entities/search.schema";
import { categoryUrl, type CategoryRow } from "../categories/categories";
import { commentUrl } from "../comments/comment-access";
import { breadcrumbsOf, discussionUrl } from "../discussions/discussion-presenter";
import { profileUrl } from "../users/users";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";
import { plainExcerpt, readHighlighted } from "./excerpts";
import type { SearchDocumentRow } from "./search-table";

/** A found document with its relevance. */
export type FoundDocument = SearchDocumentRow & { score: number | string };

/** A crumb on the way to a record. */
export interface Crumb {
  name: string;
  url: string;
}

/** The URL, title and crumbs of found documents, shared by results and suggestions. */
export interface DocumentPlaces {
  url(document: SearchDocumentRow): string;
  name(document: SearchDocumentRow): string;
  crumbs(document: SearchDocumentRow): Crumb[];
}

/**
 * Loads what the documents' URLs and titles need: a comment is named after its discussion
 * ("RE: {title}"), read now so a renamed discussion shows its new title. One query per page.
 */
export async function loadPlaces(
  db: Kysely<Database>,
  documents: readonly SearchDocumentRow[],
  visible: readonly CategoryRow[],
): Promise<DocumentPlaces> {
  const threadIDs = [
    ...new Set(documents.filter((d) => d.recordType === "comment").map((d) => d.discussionID ?? 0)),
  ];
  const titles = new Map<number, string>();
  if (threadIDs.length) {
    const rows = await db
      .selectFrom("discussions")
      .select(["discussionID", "name"])
      .where("discussionID", "in", threadIDs)
      .execute();
    for (const row of rows) titles.set(row.discussionID, row.name);
  }
  const home = [{ name: "Home", url: "/" }];
  return {
    name: (d) => (d.recordType === "comment" ? `RE: ${titles.get(d.discussionID ?? 0) ?? ""}` : d.name),
    url: (d) => {
      if (d.recordType === "discussion") return discussionUrl(d.recordID, d.name);
      if (d.recordType === "comment") return commentUrl(d.recordID);
      if (d.recordType === "user") return profileUrl(d.name);
      return categoryUrl(d.recordID);
    },
    crumbs: (d) => {
      if (d.recordType === "user" || d.categoryID === null) return home;
      if (d.recordType !== "category") return breadcrumbsOf(d.categoryID, visible);
      const parentID = visible.find((row) => row.categoryID === d.recordID)?.parentCategoryID ?? null;
      return parentID === null ? home : breadcrumbsOf(parentID, visible);
    },
  };
}

/** Presents a page of found documents as search results (Vanilla's SearchResult). */
export async function presentResults(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly FoundDocument[],
  options: {
    expand: Set<SearchExpand>;
    highlights: Map<number, string> | null;
    visible: readonly CategoryRow[];
  },
): Promise<SearchResult[]> {
  const { expand, highlights } = options;
  const places = await loadPlaces(db, rows, options.visible);
  const users = expand.has("insertUser")
    ? await loadUserFragments(
        db,
        viewer,
        rows.map((row) => row.insertUserID),
      )
    : null;
  return rows.map((row) => {
    const highlighted = highlights?.get(row.documentID);
    const excerpt =
      highlighted === undefined ? plainExcerpt(row.bodyText) : readHighlighted(highlighted, row.bodyText);
    const result: SearchResult = {
      recordID: row.recordID,
      recordType: row.recordType as SearchResult["recordType"],
      type: row.type,
      name: places.name(row),
      url: places.url(row),
      ...excerpt,
      dateInserted: toISO(row.dateInserted) ?? "",
      dateUpdated: toISO(row.dateUpdated),
      insertUserID: row.insertUserID,
      categoryID: row.categoryID,
      discussionID: row.discussionID,
      score: Number(row.score) || 0,
    };
    if (expand.has("body")) result.body = row.bodyText;
    if (expand.has("breadcrumbs")) result.breadcrumbs = places.crumbs(row);
    if (users) result.insertUser = users.get(row.insertUserID) ?? unknownUserFragment;
    return result;
  });
}

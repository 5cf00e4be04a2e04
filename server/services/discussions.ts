import qs from "qs";
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import {
  discussionExpands,
  discussionSorts,
  type Discussion,
  type DiscussionSort,
} from "../../schemas/entities/discussion.schema";
import type { PagingInfo } from "../../schemas/entities/paging.schema";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { readExpand } from "../http/expand";
import { loadVisibleCategories, withDescendants } from "./categories";
import { loadRelated, presentDiscussion, type DiscussionRow } from "./discussion-presenter";

// The URL helpers live with the presenter; other services import them from here.
export { discussionUrl, slugify } from "./discussion-presenter";

/** The default and the largest page size of discussion lists. */
export const DISCUSSION_LIMITS = { default: 30, max: 100 } as const;

/** Filters, order, page and expansions of {@link listDiscussions} (Vanilla's query names). */
export interface DiscussionListQuery {
  categoryID?: number;
  includeChildCategories?: boolean;
  tagID?: number | number[];
  insertUserID?: number;
  /** true: only pinned; false: no pinned; absent: all, announcements first (`pinOrder`). */
  pinned?: boolean;
  /** "first" (default) lists announcements first; "mixed" sorts them with the rest. */
  pinOrder?: "first" | "mixed";
  sort?: DiscussionSort;
  page?: number;
  limit?: number;
  /** A comma list or array of fields to expand; "all" for every one. */
  expand?: string | string[];
}

/** A page of discussions and the size of the whole list. */
export interface DiscussionListResult {
  discussions: Discussion[];
  total: number;
  page: number;
  limit: number;
}

/**
 * Lists the discussions the viewer can see (categories without `discussions.view` are left out),
 * filtered, sorted and paged, with the asked-for records expanded. Related users, tags, categories and
 * the viewer's read state are loaded with one query each, never per discussion.
 */
export async function listDiscussions(
  db: Kysely<Database>,
  viewer: Viewer,
  query: DiscussionListQuery,
): Promise<DiscussionListResult> {
  const limit = Math.min(
    DISCUSSION_LIMITS.max,
    Math.max(1, Math.floor(query.limit ?? DISCUSSION_LIMITS.default)),
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const visible = await loadVisibleCategories(db, viewer);
  let categoryIDs = visible.map((row) => row.categoryID);
  if (query.categoryID !== undefined) {
    const scope = new Set(
      query.includeChildCategories ? withDescendants(visible, query.categoryID) : [query.categoryID],
    );
    categoryIDs = categoryIDs.filter((id) => scope.has(id));
  }
  if (categoryIDs.length === 0) return { discussions: [], total: 0, page, limit };

  const tagIDs = query.tagID === undefined ? [] : [query.tagID].flat();
  let base = db.selectFrom("discussions").where("discussions.categoryID", "in", categoryIDs);
  if (tagIDs.length) {
    base = base.where("discussions.discussionID", "in", (eb) =>
      eb.selectFrom("discussion_tags").select("discussion_tags.discussionID").where("tagID", "in", tagIDs),
    );
  }
  if (query.insertUserID !== undefined)
    base = base.where("discussions.insertUserID", "=", query.insertUserID);
  if (query.pinned !== undefined) base = base.where("discussions.pinned", "=", query.pinned ? 1 : 0);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();

  let ordered = base.selectAll("discussions");
  if (query.pinned === undefined && (query.pinOrder ?? "first") === "first") {
    // Announcements come first, so they open page 1: "recent" pins everywhere, "category" pins in
    // their own category's list.
    ordered = ordered.orderBy((eb) => isAnnouncement(eb, query.categoryID), "desc");
  }
  const rows = await orderBySort(ordered, query.sort ?? "-dateLastComment")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();

  const expand = readExpand(query.expand, discussionExpands);
  const related = await loadRelated(db, viewer, rows, expand);
  const discussions = rows.map((row) => presentDiscussion(row, { ...related, visible, expand }));
  return { discussions, total: Number(total), page, limit };
}

function isAnnouncement(eb: ExpressionBuilder<Database, "discussions">, categoryID: number | undefined) {
  const location =
    categoryID === undefined
      ? eb("discussions.pinLocation", "=", "recent")
      : eb.or([eb("discussions.pinLocation", "=", "recent"), eb("discussions.categoryID", "=", categoryID)]);
  return eb
    .case()
    .when(eb.and([eb("discussions.pinned", "=", 1), location]))
    .then(1)
    .else(0)
    .end();
}

type DiscussionQuery = SelectQueryBuilder<Database, "discussions", DiscussionRow>;

function orderBySort(q: DiscussionQuery, sort: DiscussionSort): DiscussionQuery {
  const s = (discussionSorts as readonly string[]).includes(sort) ? sort : "-dateLastComment";
  switch (s) {
    case "-dateInserted":
      return q.orderBy("discussions.dateInserted", "desc").orderBy("discussions.discussionID", "desc");
    case "dateInserted":
      return q.orderBy("discussions.dateInserted", "asc").orderBy("discussions.discussionID", "asc");
    case "-score":
      return q.orderBy("discussions.score", "desc").orderBy("discussions.dateLastComment", "desc");
    case "-hot":
      // Hot: the most reacted-to and commented-on first, the most recently active among equals.
      return q
        .orderBy(sql`discussions.score + discussions.countComments`, "desc")
        .orderBy("discussions.dateLastComment", "desc");
    default:
      return q.orderBy("discussions.dateLastComment", "desc").orderBy("discussions.discussionID", "desc");
  }
}

/**
 * The paging of a listed page (DECISIONS "Paging"), with API URLs of its neighbours built from the
 * same query, so hydrated props carry what the client would read from the headers.
 */
export function discussionListPaging(
  query: Record<string, unknown>,
  result: Pick<DiscussionListResult, "page" | "limit" | "total">,
): PagingInfo {
  const urlOf = (page: number) =>
    `/api/v2/discussions?${qs.stringify({ ...query, page, limit: result.limit }, { arrayFormat: "brackets" })}`;
  const lastPage = Math.max(1, Math.ceil(result.total / result.limit));
  return {
    currentPage: result.page,
    total: result.total,
    limit: result.limit,
    ...(result.page < lastPage ? { nextURL: urlOf(result.page + 1) } : {}),
    ...(result.page > 1 ? { prevURL: urlOf(result.page - 1) } : {}),
  };
}

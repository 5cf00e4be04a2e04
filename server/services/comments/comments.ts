import type { Kysely, SelectQueryBuilder } from "kysely";
import {
  commentExpands,
  commentSorts,
  type Comment,
  type CommentExpand,
  type CommentSort,
} from "../../../schemas/entities/comment.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { readExpand } from "../../http/expand";
import { loadCommentInThread, loadThread, type CommentRow, type CommentThread } from "./comment-access";
import { presentCommentsOfThreads } from "./comment-presenter";

/** The default and the largest page size of comment lists (Vanilla's comments.yml). */
export const COMMENT_LIMITS = { default: 30, max: 100 } as const;

/** What {@link listComments} lists: one discussion's comments, sorted, paged and expanded. */
export interface CommentListQuery {
  discussionID: number;
  sort?: CommentSort;
  page?: number;
  limit?: number;
  /** A comma list or array of fields to expand; "all" for every one. */
  expand?: string | readonly string[];
}

/** A page of comments and the size of the whole thread (tombstones included: they are listed). */
export interface CommentListResult {
  comments: Comment[];
  total: number;
  page: number;
  limit: number;
}

/**
 * The comments of a discussion the viewer may read (404 missing, 403 hidden category), in the asked
 * order, paged, with authors, reactions and permissions loaded once for the page.
 */
export async function listComments(
  db: Kysely<Database>,
  viewer: Viewer,
  query: CommentListQuery,
): Promise<CommentListResult> {
  const thread = await loadThread(db, viewer, query.discussionID);
  const { page, limit } = pageOf(query);
  const sort = sortOf(query.sort);
  const base = db.selectFrom("comments").where("discussionID", "=", query.discussionID);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  let rows: CommentRow[];
  if (sort === "-experimentalTrending") {
    const ids = (await trendingOrder(db, query.discussionID)).slice((page - 1) * limit, page * limit);
    const byID = new Map(
      ids.length
        ? (await db.selectFrom("comments").selectAll().where("commentID", "in", ids).execute()).map((row) => [
            row.commentID,
            row,
          ])
        : [],
    );
    rows = ids.flatMap((id) => byID.get(id) ?? []);
  } else {
    rows = await readCommentPage(db, base, sort, {
      offset: (page - 1) * limit,
      limit,
      total: Number(total),
    });
  }
  const comments = await presentComments(db, viewer, thread, rows, readExpand(query.expand, commentExpands));
  return { comments, total: Number(total), page, limit };
}

/**
 * Which page of its discussion's thread a comment is on for a sort and page size (for permalinks),
 * under the read rules of {@link listComments}.
 */
export async function locateComment(
  db: Kysely<Database>,
  viewer: Viewer,
  commentID: number,
  options: { sort?: CommentSort; limit?: number } = {},
): Promise<{ discussionID: number; page: number }> {
  const { comment } = await loadCommentInThread(db, viewer, commentID);
  const { limit } = pageOf(options);
  const sort = sortOf(options.sort);
  const ids =
    sort === "-experimentalTrending"
      ? await trendingOrder(db, comment.discussionID)
      : (
          await orderBySort(
            db.selectFrom("comments").select("commentID").where("discussionID", "=", comment.discussionID),
            sort,
          ).execute()
        ).map((row) => row.commentID);
  const index = Math.max(0, ids.indexOf(commentID));
  return { discussionID: comment.discussionID, page: Math.floor(index / limit) + 1 };
}

/** One comment as the API answers it (`expand` defaults to insertUser), under the read rules. */
export async function getComment(
  db: Kysely<Database>,
  viewer: Viewer,
  commentID: number,
  expand: string | readonly string[] = "insertUser",
): Promise<Comment> {
  const { comment, ...thread } = await loadCommentInThread(db, viewer, commentID);
  const [presented] = await presentComments(
    db,
    viewer,
    thread,
    [comment],
    readExpand(expand, commentExpands),
  );
  if (!presented) throw new Error("presentComments dropped a row");
  return presented;
}

/** Presents rows of one thread with their related records loaded once. */
export function presentComments(
  db: Kysely<Database>,
  viewer: Viewer,
  thread: CommentThread,
  rows: readonly CommentRow[],
  expand: Set<CommentExpand>,
): Promise<Comment[]> {
  return presentCommentsOfThreads(
    db,
    viewer,
    new Map([[thread.discussion.discussionID, thread]]),
    rows,
    expand,
  );
}

/** The page and page size of a list query, clamped to {@link COMMENT_LIMITS}. */
export function pageOf(query: { page?: number; limit?: number }) {
  const limit = Math.min(COMMENT_LIMITS.max, Math.max(1, Math.floor(query.limit ?? COMMENT_LIMITS.default)));
  return { page: Math.max(1, Math.floor(query.page ?? 1)), limit };
}

/** A known comment sort, or the default (oldest first). */
export function sortOf(sort: string | undefined): CommentSort {
  return (commentSorts as readonly string[]).includes(sort ?? "") ? (sort as CommentSort) : "dateInserted";
}

type CommentQuery<O> = SelectQueryBuilder<Database, "comments", O>;
/** The sorts SQL orders by (trending is computed, see {@link trendingOrder}). */
export type SqlSort = Exclude<CommentSort, "-experimentalTrending">;

/**
 * One page of a list of comments (`listed`: the comments table with the list's filters) in a SQL
 * order: rows `offset` to `offset + limit` of the `total` the list holds. Page 1 is read directly. A
 * later page may be deep (a long thread, or a prolific member, has a thousand pages), so its comment
 * IDs are found first with the order's columns alone (on an index that holds them, such as
 * comments_thread for a thread, no row is read for the rows passed over; PostgreSQL otherwise fetches
 * every one of them), seeking from the nearer end of the list: a late page counts back from the last
 * comment rather than over every earlier one. Then only the page's rows are read. Every sort ends on
 * the comment ID, so both ends give the same rows in the same order, ties in the date included.
 */
export async function readCommentPage(
  db: Kysely<Database>,
  listed: CommentQuery<object>,
  sort: SqlSort,
  { offset, limit, total }: { offset: number; limit: number; total: number },
): Promise<CommentRow[]> {
  if (offset === 0) return orderBySort(listed.selectAll(), sort).limit(limit).execute();
  if (offset >= total) return [];
  const after = total - offset - limit;
  const ids =
    after < offset
      ? orderBySort(listed.select("commentID"), sort, { reverse: true })
          .limit(Math.min(limit, total - offset))
          .offset(Math.max(0, after))
      : orderBySort(listed.select("commentID"), sort).limit(limit).offset(offset);
  return orderBySort(db.selectFrom("comments").selectAll().where("commentID", "in", ids), sort).execute();
}

/** The SQL orders (or their reverse); ties fall back to the comment ID so pages never overlap. */
export function orderBySort<O>(q: CommentQuery<O>, sort: SqlSort, { reverse = false } = {}) {
  const asc = reverse ? "desc" : "asc";
  const desc = reverse ? "asc" : "desc";
  switch (sort) {
    case "-dateInserted":
      return q.orderBy("dateInserted", desc).orderBy("commentID", desc);
    case "-score":
      // The best first; among equals the conversation keeps its order.
      return q.orderBy("score", desc).orderBy("dateInserted", asc).orderBy("commentID", asc);
    default:
      return q.orderBy("dateInserted", asc).orderBy("commentID", asc);
  }
}

/** How much recency weighs in -experimentalTrending: the age, in hours, that halves a comment's weight. */
const TRENDING_HALF_LIFE_HOURS = 24;

/**
 * The comment IDs of a thread in -experimentalTrending order: `(score + 1) * 0.5 ^ (ageHours / 24)`,
 * so a reaction counts fully on a fresh comment and half as much a day later; ties go to the newer
 * comment. Computed here rather than in SQL so SQLite and PostgreSQL rank alike.
 */
async function trendingOrder(db: Kysely<Database>, discussionID: number): Promise<number[]> {
  const rows = await db
    .selectFrom("comments")
    .select(["commentID", "score", "dateInserted"])
    .where("discussionID", "=", discussionID)
    .execute();
  const now = Date.now();
  const weightOf = (row: (typeof rows)[number]) => {
    const ageHours = Math.max(0, (now - Date.parse(toISO(row.dateInserted) ?? "")) / 3_600_000);
    return (row.score + 1) * 0.5 ** (ageHours / TRENDING_HALF_LIFE_HOURS);
  };
  return rows
    .map((row) => ({ id: row.commentID, weight: weightOf(row) }))
    .sort((a, b) => b.weight - a.weight || b.id - a.id)
    .map((row) => row.id);
}

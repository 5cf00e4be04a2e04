import type { Kysely, SelectQueryBuilder } from "kysely";
import {
  commentExpands,
  type Comment,
  type CommentExpand,
  type CommentSort,
} from "../../../schemas/entities/comment.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { readExpand } from "../../http/expand";
import { loadCategoryScope, type CategoryRow } from "../categories/categories";
import { planVisibleCount, type VisibleCountPlan } from "../categories/count-scope";
import type { CommentRow, CommentThread } from "./comment-access";
import { presentCommentsOfThreads } from "./comment-presenter";
import { pageOf, readCommentPage, sortOf, type CommentListResult } from "./comments";

/** What {@link listUserComments} lists: one member's comments, sorted, paged and expanded. */
export interface UserCommentListQuery {
  insertUserID: number;
  sort?: CommentSort;
  page?: number;
  limit?: number;
  /** A comma list or array of fields to expand; "all" for every one. */
  expand?: string | readonly string[];
}

/**
 * A member's comments across discussions (a profile's Comments tab, content spec §2 profile links):
 * only those in categories the viewer may read (content spec §6, the Staff Room), deleted ones (the
 * tombstones of a thread) left out, in the asked SQL order (oldest first by default; trending,
 * which ranks within one thread, reads newest first here), paged as a long thread is (a deep page
 * seeks the page's IDs from the nearer end, then reads only its rows). Each page's rows are presented
 * together, with the related records of all its threads loaded once.
 */
export async function listUserComments(
  db: Kysely<Database>,
  viewer: Viewer,
  query: UserCommentListQuery,
): Promise<CommentListResult> {
  const { page, limit } = pageOf(query);
  const asked = sortOf(query.sort);
  const sort = asked === "-experimentalTrending" ? "-dateInserted" : asked;
  const scope = await loadCategoryScope(db, viewer);
  if (scope.visible.length === 0) return { comments: [], total: 0, page, limit };
  const categories = new Map(scope.visible.map((row) => [row.categoryID, row]));

  const live = db
    .selectFrom("comments")
    .where("insertUserID", "=", query.insertUserID)
    .where("deleted", "=", 0);
  const base = inCategories(live, planVisibleCount(scope));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await readCommentPage(db, base, sort, {
    offset: (page - 1) * limit,
    limit,
    total: Number(total),
  });
  const expand = readExpand(query.expand, commentExpands);
  const comments = await presentAcrossThreads(db, viewer, rows, { categories, expand });
  return { comments, total: Number(total), page, limit };
}

type MemberComments = SelectQueryBuilder<Database, "comments", object>;

/**
 * The comments of `list` in the categories a viewer may see, filtered on the smaller side of the
 * split (count-scope.ts): nothing to filter when every category is visible, else the few hidden
 * categories' discussions left out (a filter the scan of the member's comments keeps its order
 * under, so a page is read in index order without a sort), or the visible ones kept.
 */
function inCategories(list: MemberComments, plan: VisibleCountPlan): MemberComments {
  if (plan.mode === "stored") return list;
  return list.where("discussionID", plan.mode === "subtract" ? "not in" : "in", (eb) =>
    eb.selectFrom("discussions").select("discussionID").where("categoryID", "in", plan.categoryIDs),
  );
}

/**
 * Presents comments of several discussions in their given order: their discussions in one query,
 * then every related record for all of them at once (comment-presenter.ts), whatever the number of
 * threads.
 */
async function presentAcrossThreads(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly CommentRow[],
  { categories, expand }: { categories: Map<number, CategoryRow>; expand: Set<CommentExpand> },
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const discussions = await db
    .selectFrom("discussions")
    .selectAll()
    .where("discussionID", "in", [...new Set(rows.map((row) => row.discussionID))])
    .execute();
  const threads = new Map<number, CommentThread>();
  for (const discussion of discussions) {
    const category = categories.get(discussion.categoryID);
    if (category) threads.set(discussion.discussionID, { discussion, category });
  }
  return presentCommentsOfThreads(db, viewer, threads, rows, expand);
}

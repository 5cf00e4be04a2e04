import type { Kysely } from "kysely";
import {
  commentExpands,
  type Comment,
  type CommentExpand,
  type CommentSort,
} from "../../schemas/entities/comment.schema";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { readExpand } from "../http/expand";
import { loadVisibleCategories, type CategoryRow } from "./categories";
import type { CommentRow } from "./comment-access";
import { orderBySort, pageOf, presentComments, sortOf, type CommentListResult } from "./comments";

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
 * which ranks within one thread, reads newest first here), paged. Each page's rows are presented
 * per discussion, with the related records of each thread loaded once.
 */
export async function listUserComments(
  db: Kysely<Database>,
  viewer: Viewer,
  query: UserCommentListQuery,
): Promise<CommentListResult> {
  const { page, limit } = pageOf(query);
  const asked = sortOf(query.sort);
  const sort = asked === "-experimentalTrending" ? "-dateInserted" : asked;
  const categories = new Map((await loadVisibleCategories(db, viewer)).map((row) => [row.categoryID, row]));
  if (categories.size === 0) return { comments: [], total: 0, page, limit };

  const base = db
    .selectFrom("comments")
    .where("insertUserID", "=", query.insertUserID)
    .where("deleted", "=", 0)
    .where("discussionID", "in", (eb) =>
      eb
        .selectFrom("discussions")
        .select("discussionID")
        .where("categoryID", "in", [...categories.keys()]),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await orderBySort(base.selectAll(), sort)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const expand = readExpand(query.expand, commentExpands);
  const comments = await presentAcrossThreads(db, viewer, rows, { categories, expand });
  return { comments, total: Number(total), page, limit };
}

/** Presents comments of several discussions in their given order, one presenter call per thread. */
async function presentAcrossThreads(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly CommentRow[],
  { categories, expand }: { categories: Map<number, CategoryRow>; expand: Set<CommentExpand> },
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const byDiscussion = new Map<number, CommentRow[]>();
  for (const row of rows)
    byDiscussion.set(row.discussionID, [...(byDiscussion.get(row.discussionID) ?? []), row]);
  const discussions = await db
    .selectFrom("discussions")
    .selectAll()
    .where("discussionID", "in", [...byDiscussion.keys()])
    .execute();
  const presented = new Map<number, Comment>();
  for (const discussion of discussions) {
    const category = categories.get(discussion.categoryID);
    const group = byDiscussion.get(discussion.discussionID);
    if (!category || !group) continue;
    const comments = await presentComments(db, viewer, { discussion, category }, group, expand);
    for (const comment of comments) presented.set(comment.commentID, comment);
  }
  return rows.flatMap((row) => presented.get(row.commentID) ?? []);
}

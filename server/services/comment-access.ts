import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { forbidden, notFound } from "../http/errors";
import { canViewCategory, type CategoryRow } from "./categories";
import type { DiscussionRow } from "./discussion-presenter";

/** A row of the comments table. */
export type CommentRow = Selectable<Database["comments"]>;

/** A discussion with its category: what every comment call checks and presents against. */
export interface CommentThread {
  discussion: DiscussionRow;
  category: CategoryRow;
}

/**
 * The discussion `discussionID` and its category, when the viewer may read it: 404 when it does
 * not exist, 403 when its category is hidden from the viewer (content spec §6, the Staff Room).
 */
export async function loadThread(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<CommentThread> {
  const discussion = await db
    .selectFrom("discussions")
    .selectAll()
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  if (!discussion) throw notFound("Discussion");
  const category = await db
    .selectFrom("categories")
    .selectAll()
    .where("categoryID", "=", discussion.categoryID)
    .executeTakeFirst();
  if (!category) throw notFound("Discussion");
  if (!(await isCategoryReadable(db, viewer, category))) throw forbidden();
  return { discussion, category };
}

/** The comment `commentID` with its thread, under the same 404 / 403 rules as {@link loadThread}. */
export async function loadCommentInThread(
  db: Kysely<Database>,
  viewer: Viewer,
  commentID: number,
): Promise<CommentThread & { comment: CommentRow }> {
  const comment = await db
    .selectFrom("comments")
    .selectAll()
    .where("commentID", "=", commentID)
    .executeTakeFirst();
  if (!comment) throw notFound("Comment");
  return { comment, ...(await loadThread(db, viewer, comment.discussionID)) };
}

/** Whether the viewer may read the category and every category above it (a hidden parent hides it). */
async function isCategoryReadable(db: Kysely<Database>, viewer: Viewer, category: CategoryRow) {
  let current: Pick<CategoryRow, "permissionCategoryID" | "parentCategoryID"> | undefined = category;
  for (let hops = 0; current && hops < 20; hops += 1) {
    if (!canViewCategory(viewer, current)) return false;
    if (current.parentCategoryID === null) return true;
    current = await db
      .selectFrom("categories")
      .select(["permissionCategoryID", "parentCategoryID"])
      .where("categoryID", "=", current.parentCategoryID)
      .executeTakeFirst();
  }
  return true;
}

/** The permission resource of a thread's category (junctions: the permission category). */
export function categoryResource(thread: CommentThread) {
  return { resourceType: "category", resourceID: thread.category.permissionCategoryID } as const;
}

/** The permalink of a comment (content spec §3, schemas/routes.ts). */
export function commentUrl(commentID: number): string {
  return `/discussion/comment/${commentID}#Comment_${commentID}`;
}

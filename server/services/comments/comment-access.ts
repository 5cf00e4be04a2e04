import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { notFound } from "../../http/errors";
import { loadVisibleCategories, type CategoryRow } from "../categories/categories";
import type { DiscussionRow } from "../discussions/discussion-presenter";

/** A row of the comments table. */
export type CommentRow = Selectable<Database["comments"]>;

/** A discussion with its category: what every comment call checks and presents against. */
export interface CommentThread {
  discussion: DiscussionRow;
  category: CategoryRow;
}

/**
 * The discussion `discussionID` and its category, when the viewer may read it. One in a category
 * hidden from the viewer (content spec §6, the Staff Room) answers the same 404 as a missing one.
 */
export async function loadThread(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  /** What the 404 names: a comment lookup must not answer "Discussion not found." for hidden ones. */
  missing = "Discussion",
): Promise<CommentThread> {
  const discussion = await db
    .selectFrom("discussions")
    .selectAll()
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  if (!discussion) throw notFound(missing);
  const category = (await loadVisibleCategories(db, viewer)).find(
    (row) => row.categoryID === discussion.categoryID,
  );
  if (!category) throw notFound(missing);
  return { discussion, category };
}

/** The comment `commentID` with its thread, under the same 404 rule as {@link loadThread}. */
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
  return { comment, ...(await loadThread(db, viewer, comment.discussionID, "Comment")) };
}

/** The permission resource of a thread's category (junctions: the permission category). */
export function categoryResource(thread: CommentThread) {
  return { resourceType: "category", resourceID: thread.category.permissionCategoryID } as const;
}

/** The permalink of a comment (content spec §3, schemas/routes.ts). */
export function commentUrl(commentID: number): string {
  return `/discussion/comment/${commentID}#Comment_${commentID}`;
}

import type { Kysely } from "kysely";
import type { Comment, CommentExpand } from "../../../schemas/entities/comment.schema";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { editWindow } from "../../../runtime/permissions/edit-window";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { readSiteConfig } from "../config";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";
import { categoryResource, commentUrl, type CommentRow, type CommentThread } from "./comment-access";
import { answerAttributes, loadAnswerState, type AnswerState } from "../addons/qna";
import { loadReactionSummaries } from "../reactions/reaction-summaries";
import { loadPostFiles } from "../media/post-files";
import type { PostFile } from "../../../schemas/entities/media.schema";

type CommentReaction = NonNullable<Comment["reactions"]>[number];

/** What {@link presentComment} needs beside the row, loaded once for a page of rows of any threads. */
export interface CommentRelated {
  /** The thread (discussion and category) of each row, by discussion ID. */
  threads: ReadonlyMap<number, CommentThread>;
  viewer: Viewer;
  expand: Set<CommentExpand>;
  /** `ui.editContentTimeout` in seconds (-1: no limit). */
  editTimeout: number;
  /** Authors carry their signatures: asked for and signatures.enabled on (content spec §5). */
  withSignatures: boolean;
  users: Map<number, UserFragment>;
  depths: Map<number, number>;
  childCounts: Map<number, number>;
  reactions: Map<number, CommentReaction[]>;
  /** The Q&A addon's accepted answers among the comments (null while the addon is off). */
  answers: AnswerState;
  /** The comments' files (a moved-in forum's attachments), by comment; none for most. */
  files: Map<number, PostFile[]>;
  now: number;
}

/**
 * Loads what a page of comments needs, one query per kind (never per comment, nor per thread):
 * authors, depths (walking up the parent chain one level per query), direct reply counts and reactions.
 */
export async function loadCommentRelated(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly CommentRow[],
  options: {
    threads: ReadonlyMap<number, CommentThread>;
    expand: Set<CommentExpand>;
    editTimeout: number;
    withSignatures: boolean;
  },
): Promise<CommentRelated> {
  const ids = rows.map((row) => row.commentID);
  const [users, depths, childCounts, reactions, answers, files] = await Promise.all([
    options.expand.has("insertUser")
      ? loadUserFragments(
          db,
          viewer,
          rows.map((row) => row.insertUserID),
          { withSignatures: options.withSignatures },
        )
      : Promise.resolve(new Map<number, UserFragment>()),
    loadDepths(db, rows),
    loadChildCounts(db, ids),
    options.expand.has("reactions")
      ? loadReactionSummaries(db, viewer, "comment", ids)
      : Promise.resolve(new Map()),
    loadAnswerState(db, ids),
    loadPostFiles(db, "comment", ids),
  ]);
  return { ...options, viewer, users, depths, childCounts, reactions, answers, files, now: Date.now() };
}

/** Turns a comment row into the API record. A tombstone never serves its body (content spec §3). */
export function presentComment(row: CommentRow, ctx: CommentRelated): Comment {
  const thread = ctx.threads.get(row.discussionID);
  if (!thread) throw new Error(`comment ${row.commentID} was presented without its thread`);
  const { discussion } = thread;
  const isTombstone = row.deleted === 1;
  const comment: Comment = {
    commentID: row.commentID,
    discussionID: row.discussionID,
    parentRecordType: "discussion",
    parentRecordID: row.discussionID,
    // Absent on a reply to the discussion itself (Vanilla's field is an integer, never null).
    ...(row.parentCommentID === null ? {} : { parentCommentID: row.parentCommentID }),
    categoryID: discussion.categoryID,
    name: `Re: ${discussion.name}`,
    body: isTombstone ? "" : (row.bodyHtml ?? ""),
    format: row.format,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated),
    insertUserID: row.insertUserID,
    updateUserID: row.updateUserID,
    score: row.score,
    countChildComments: ctx.childCounts.get(row.commentID) ?? 0,
    depth: ctx.depths.get(row.commentID) ?? 1,
    url: commentUrl(row.commentID),
    closed: discussion.closed === 1,
    status: "accepted",
    displayType: isTombstone ? "tombstone" : "full",
    attributes: answerAttributes(row, thread, ctx.viewer, ctx.answers),
  };
  const files = isTombstone ? undefined : ctx.files.get(row.commentID);
  if (files) comment.files = files;
  if (ctx.expand.has("insertUser"))
    comment.insertUser = ctx.users.get(row.insertUserID) ?? unknownUserFragment;
  if (ctx.expand.has("reactions")) comment.reactions = ctx.reactions.get(row.commentID) ?? [];
  if (ctx.expand.has("permissions")) {
    const window = commentEditWindow(row, thread, ctx.viewer, ctx.editTimeout, ctx.now);
    const canDelete = hasPermission(ctx.viewer.checker, "comments.delete", categoryResource(thread));
    comment.permissions = {
      edit: !isTombstone && window.canEdit,
      editSecondsLeft: window.secondsLeft,
      delete: !isTombstone && canDelete,
    };
  }
  return comment;
}

/**
 * Presents rows of any threads in their given order, with their related records loaded once for all
 * of them: the same number of queries for one thread or many. A row whose discussion is not in
 * `threads` (one the viewer may not read) is left out.
 */
export async function presentCommentsOfThreads(
  db: Kysely<Database>,
  viewer: Viewer,
  threads: ReadonlyMap<number, CommentThread>,
  rows: readonly CommentRow[],
  expand: Set<CommentExpand>,
): Promise<Comment[]> {
  const listed = rows.filter((row) => threads.has(row.discussionID));
  if (listed.length === 0) return [];
  // One config read serves both: the edit timeout and whether signatures show (content spec §5).
  const wantsSignature = expand.has("insertUser") && expand.has("insertUser.signature");
  const config = expand.has("permissions") || wantsSignature ? await readSiteConfig(db) : null;
  const editTimeout = config && expand.has("permissions") ? config["ui.editContentTimeout"] : -1;
  const withSignatures = wantsSignature && config?.["signatures.enabled"] === true;
  const related = await loadCommentRelated(db, viewer, listed, {
    threads,
    expand,
    editTimeout,
    withSignatures,
  });
  return listed.map((row) => presentComment(row, related));
}

/** The edit rule (runtime/permissions/edit-window.ts) applied to a comment of a thread. */
export function commentEditWindow(
  row: CommentRow,
  thread: CommentThread,
  viewer: Viewer,
  editTimeout: number,
  now = Date.now(),
) {
  return editWindow(
    {
      insertUserID: row.insertUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
      closed: thread.discussion.closed === 1,
      categoryID: thread.category.permissionCategoryID,
    },
    { userID: viewer.userID, permissions: viewer.checker },
    { recordType: "comment", editTimeout, now },
  );
}

/** Depth of each row: 1 for a reply to the discussion, one more per parent comment above it. */
async function loadDepths(db: Kysely<Database>, rows: readonly CommentRow[]): Promise<Map<number, number>> {
  const parentOf = new Map<number, number | null>(rows.map((row) => [row.commentID, row.parentCommentID]));
  // One query per level of nesting, for the parents not met yet (threads nest a few levels at most).
  for (let level = 0; level < 50; level += 1) {
    const missing = [...new Set([...parentOf.values()])].filter(
      (id): id is number => id !== null && !parentOf.has(id),
    );
    if (missing.length === 0) break;
    const parents = await db
      .selectFrom("comments")
      .select(["commentID", "parentCommentID"])
      .where("commentID", "in", missing)
      .execute();
    for (const id of missing) parentOf.set(id, null);
    for (const parent of parents) parentOf.set(parent.commentID, parent.parentCommentID);
  }
  const depths = new Map<number, number>();
  for (const row of rows) {
    let depth = 1;
    let parentID = row.parentCommentID;
    while (parentID !== null && depth < 100) {
      depth += 1;
      parentID = parentOf.get(parentID) ?? null;
    }
    depths.set(row.commentID, depth);
  }
  return depths;
}

/** How many comments reply directly to each of `ids` (tombstones included: they are listed too). */
async function loadChildCounts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("comments")
    .select((eb) => ["parentCommentID", eb.fn.countAll<number>().as("n")])
    .where("parentCommentID", "in", ids)
    .groupBy("parentCommentID")
    .execute();
  return new Map(rows.map((row) => [row.parentCommentID ?? 0, Number(row.n)]));
}

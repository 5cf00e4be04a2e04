import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadCommentInThread, loadThread, type CommentThread } from "../comments/comment-access";
import type { ReactionRecordType } from "./reaction-summaries";

/** A record members react to, with what visibility, notices and tombstones depend on. */
export interface ReactionTarget {
  recordType: ReactionRecordType;
  recordID: number;
  authorID: number;
  thread: CommentThread;
  /** A deleted comment left as a tombstone: its words are gone, so it takes no new reactions. */
  deleted: boolean;
}

/**
 * The discussion or comment `recordID` when the viewer may read it; a hidden one answers the same 404
 * as a missing one (content spec §6).
 */
export async function loadTarget(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
): Promise<ReactionTarget> {
  if (recordType === "discussion") {
    const thread = await loadThread(db, viewer, recordID);
    return { recordType, recordID, authorID: thread.discussion.insertUserID, thread, deleted: false };
  }
  const { comment, ...thread } = await loadCommentInThread(db, viewer, recordID);
  return { recordType, recordID, authorID: comment.insertUserID, thread, deleted: comment.deleted === 1 };
}

import type { Comment } from "../../../schemas/entities/comment.schema";
import type { Rich2Block } from "../../../schemas/entities/rich2";
import type { RichEditorHandle } from "../editor";

/** The anchor of the comment box (content spec §2 draft links: anchor create-comment). */
export const CREATE_COMMENT_ID = "create-comment";

/**
 * The page's one comment box, which Quote buttons elsewhere on the page write into (shell spec §6),
 * and which tells the thread (another widget) about a new comment. The box registers itself while
 * mounted (holding quotes until its editor has loaded), the thread its listener.
 */
export interface CommentBoxStore {
  register(handle: RichEditorHandle): () => void;
  /** Inserts blocks into the box and scrolls to it; false when no box is on the page. */
  insert(blocks: Rich2Block[]): boolean;
  /** Listens for comments posted from the box; returns the unsubscribe function. */
  onPosted(listener: (comment: Comment) => void): () => void;
  /** Tells the listeners a comment was posted. */
  posted(comment: Comment): void;
  /** The comment the box answers; null for a top-level comment. */
  getParentID(): number | null;
  /** The name of the answered comment's author, when the Reply that moved the box knew it. */
  getParentName(): string | undefined;
  /**
   * Moves the box to answer `commentID` (null: back to a top-level comment), by `name` when known.
   * The registered guard may ask first (content spec §4: replying while an unposted top-level draft
   * exists) and calls `move` only when the member agrees. The listeners hear it as a member's move.
   */
  replyTo(commentID: number | null, name?: string): void;
  /** Moves the box without asking: a restored draft's place, or top level again after posting. */
  moveTo(commentID: number | null, name?: string): void;
  /** The box's guard for {@link replyTo}; returns the unregister function. */
  setReplyGuard(guard: (commentID: number | null, move: () => void) => void): () => void;
  /**
   * Listens for moves (`byMember`: a Reply or the way back, so the box takes focus); returns the
   * unsubscribe function.
   */
  onMove(listener: (parentID: number | null, byMember: boolean) => void): () => void;
}

/** Creates a comment box store (one per page; tests make their own). */
export function createCommentBoxStore(): CommentBoxStore {
  let current: RichEditorHandle | null = null;
  const listeners = new Set<(comment: Comment) => void>();
  const moveListeners = new Set<(parentID: number | null, byMember: boolean) => void>();
  let parentID: number | null = null;
  let parentName: string | undefined;
  let guard: ((commentID: number | null, move: () => void) => void) | null = null;
  function move(commentID: number | null, name: string | undefined, byMember: boolean) {
    parentID = commentID;
    parentName = commentID === null ? undefined : name;
    for (const listener of moveListeners) listener(commentID, byMember);
  }
  return {
    register(handle) {
      current = handle;
      return () => {
        if (current === handle) current = null;
      };
    },
    insert(blocks) {
      if (!current) return false;
      current.insertBlocks(blocks);
      document.getElementById(CREATE_COMMENT_ID)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
      return true;
    },
    onPosted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    posted(comment) {
      for (const listener of listeners) listener(comment);
    },
    getParentID: () => parentID,
    getParentName: () => parentName,
    replyTo(commentID, name) {
      // A second Reply on the answered comment only brings the box back into view.
      if (commentID === parentID) move(commentID, name ?? parentName, true);
      else if (guard) guard(commentID, () => move(commentID, name, true));
      else move(commentID, name, true);
    },
    moveTo(commentID, name) {
      if (commentID !== parentID) move(commentID, name, false);
    },
    setReplyGuard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
    onMove(listener) {
      moveListeners.add(listener);
      return () => moveListeners.delete(listener);
    },
  };
}

/** The app-wide comment box store. */
export const commentBoxStore = createCommentBoxStore();

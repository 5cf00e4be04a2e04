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
}

/** Creates a comment box store (one per page; tests make their own). */
export function createCommentBoxStore(): CommentBoxStore {
  let current: RichEditorHandle | null = null;
  const listeners = new Set<(comment: Comment) => void>();
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
  };
}

/** The app-wide comment box store. */
export const commentBoxStore = createCommentBoxStore();

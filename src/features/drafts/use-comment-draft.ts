import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { isEmptyRich2, rich2FromText, type RichEditorHandle } from "../editor";
import { commentDraftOf, commentParentOf, docOfCommentDraft } from "./comment-draft";
import type { AutosaveSnapshot, SaveState } from "./draft-autosave";
import type { CommentDraftMeta, DraftInput } from "./draft-types";
import { useDraftAutosave } from "./use-draft-autosave";

/** Options of {@link useCommentDraft}. */
export interface UseCommentDraftOptions {
  /** A signed-in member who may comment: only then does drafts code load. */
  isEnabled: boolean;
  discussionID: number;
  /** The comment the box answers (null: top level). */
  parentID: number | null;
  editor: RefObject<RichEditorHandle | null>;
  isEditorReady: boolean;
  /** The comment box, for the "Saved Draft Available." toast. */
  section: RefObject<HTMLElement | null>;
  /** The box's document changed by a restore. */
  onDoc(doc: Rich2Document): void;
  /** A restored draft answers this comment. */
  onParent?(parentID: number | null): void;
}

/** What {@link useCommentDraft} returns. */
export interface CommentDraft {
  /** The editor's onChange: keeps the text as a draft (a cleared box removes it). */
  handleChange(doc: Rich2Document): void;
  /** After posting: the draft goes, locally and on the server. */
  afterPost(): void;
  /** Discards the draft (the reply-while-draft confirmation). */
  discard(): Promise<void>;
  /** An unposted top-level comment draft exists. */
  hasTopLevelDraft(): boolean;
  notice: AutosaveSnapshot["notice"] | undefined;
  dismissNotice(): void;
  /** Where the latest text is, for the save state beside the box. */
  saveState: SaveState;
}

const bodyOf = (doc: Rich2Document) => JSON.stringify(doc);

/**
 * The comment box's draft (content spec §3, §4): typed text is kept locally at once and saved 5 s
 * later; a reload shows it again at once (local copy), then reconciles with the server; a draft link
 * (`?hasDraft=true`) opened on another device finds the server's draft. The drafts discussion page is
 * the key, so every page of a discussion shares one comment draft.
 */
export function useCommentDraft(options: UseCommentDraftOptions): CommentDraft {
  const { isEnabled, discussionID, parentID, editor, isEditorReady, section } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const lastBody = useRef(bodyOf(rich2FromText("")));
  const pendingRestore = useRef<Rich2Document | null>(null);
  const current = useRef<DraftInput | null>(null);

  const apply = useCallback(
    (draft: DraftInput | null) => {
      current.current = draft;
      const doc = draft ? docOfCommentDraft(draft) : rich2FromText("");
      if (!doc) return;
      lastBody.current = bodyOf(doc);
      latest.current.onDoc(doc);
      if (draft) latest.current.onParent?.(commentParentOf(draft));
      if (editor.current) editor.current.reset(doc);
      else pendingRestore.current = doc;
    },
    [editor],
  );

  useEffect(() => {
    if (isEditorReady && pendingRestore.current) {
      editor.current?.reset(pendingRestore.current);
      pendingRestore.current = null;
    }
  }, [isEditorReady, editor]);

  const autosave = useDraftAutosave({
    isEnabled,
    path: `/discussion/${discussionID}`,
    onRestore: apply,
    lookupDiscussionID: discussionID,
    toast: {
      target: section,
      meta: () => current.current?.attributes.draftMeta as CommentDraftMeta | undefined,
    },
  });
  const { change, discard, removeAfterPost, snapshot, dismissNotice, saveState } = autosave;

  useEffect(() => {
    // The box moved (Reply, Cancel Reply) with text in it: the draft follows, so its link and the
    // reply question see where the text now belongs (content spec §2, §4).
    const draft = current.current;
    const doc = draft ? docOfCommentDraft(draft) : null;
    if (!draft || !doc || commentParentOf(draft) === parentID) return;
    const next = commentDraftOf(
      { discussionID, path: window.location.pathname, commentParentID: parentID },
      doc,
    );
    current.current = next;
    change(next);
  }, [change, discussionID, parentID]);

  const handleChange = useCallback(
    (doc: Rich2Document) => {
      const body = bodyOf(doc);
      if (body === lastBody.current) return;
      lastBody.current = body;
      if (isEmptyRich2(doc)) {
        current.current = null;
        void discard();
        return;
      }
      const draft = commentDraftOf(
        { discussionID, path: window.location.pathname, commentParentID: parentID },
        doc,
      );
      current.current = draft;
      change(draft);
    },
    [change, discard, discussionID, parentID],
  );

  return {
    handleChange,
    afterPost: () => {
      current.current = null;
      lastBody.current = bodyOf(rich2FromText(""));
      void removeAfterPost();
    },
    discard: async () => {
      current.current = null;
      await discard();
    },
    hasTopLevelDraft: () => current.current !== null && commentParentOf(current.current) === null,
    notice: snapshot?.notice,
    dismissNotice,
    saveState,
  };
}

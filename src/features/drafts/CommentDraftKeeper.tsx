import { useEffect, type RefObject } from "react";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import type { SaveState } from "./draft-autosave";
import { DraftNotice } from "./DraftNotice";
import { useCommentDraft, type CommentDraft, type UseCommentDraftOptions } from "./use-comment-draft";

/** Props of {@link CommentDraftKeeper}. */
export interface CommentDraftKeeperProps extends Omit<UseCommentDraftOptions, "isEnabled"> {
  /** The box's document: each change is kept as the draft. */
  doc: Rich2Document;
  /** Where the box reaches the draft's actions (post, discard, the reply question). */
  controlsRef: RefObject<CommentDraft | null>;
  /** Told where the latest text is, for the save state the box shows. */
  onSaveState?(state: SaveState): void;
}

/**
 * The comment box's draft, as a component the box loads lazily for members who may comment, so
 * guests never download drafts code. Renders the two-tab notice.
 */
export default function CommentDraftKeeper({
  doc,
  controlsRef,
  onSaveState,
  ...options
}: CommentDraftKeeperProps) {
  const draft = useCommentDraft({ ...options, isEnabled: true });
  const { handleChange, saveState } = draft;
  useEffect(() => onSaveState?.(saveState), [onSaveState, saveState]);
  useEffect(() => {
    controlsRef.current = draft;
  });
  useEffect(() => () => void (controlsRef.current = null), [controlsRef]);
  useEffect(() => handleChange(doc), [doc, handleChange]);
  return <DraftNotice notice={draft.notice} onDismiss={draft.dismissNotice} />;
}

import type { Rich2Document } from "../../../schemas/entities/rich2";
import type { CommentDraftMeta, DraftInput } from "./draft-types";

/** Where a comment draft belongs: its discussion, the page, the comment it answers (null: top level). */
export interface CommentDraftPlace {
  discussionID: number;
  path: string;
  commentParentID: number | null;
}

/** A comment box's text as a draft (content spec §3: comment draftMeta commentPath, commentParentID, format). */
export function commentDraftOf(place: CommentDraftPlace, doc: Rich2Document): DraftInput {
  return {
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: place.discussionID,
    attributes: {
      body: JSON.stringify(doc),
      format: "rich2",
      draftType: "comment",
      lastSaved: new Date().toISOString(),
      draftMeta: { commentPath: place.path, commentParentID: place.commentParentID, format: "rich2" },
    },
  };
}

/** A comment draft's rich2 document, or null when its body is not rich2 JSON. */
export function docOfCommentDraft(draft: DraftInput): Rich2Document | null {
  if ((draft.attributes.format ?? "rich2") !== "rich2") return null;
  try {
    const value: unknown = JSON.parse(draft.attributes.body);
    return Array.isArray(value) ? (value as Rich2Document) : null;
  } catch {
    return null;
  }
}

/** The comment a draft answers, or null for a top-level comment draft. */
export function commentParentOf(draft: DraftInput): number | null {
  return (draft.attributes.draftMeta as CommentDraftMeta | undefined)?.commentParentID ?? null;
}

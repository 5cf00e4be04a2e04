import { excerptOf } from "../../../runtime/format/excerpt";
import { t } from "../../../runtime/i18n/t";
import type { Draft } from "./draft-shape";

/** How long a draft's excerpt runs in the list, in characters. */
export const DRAFT_EXCERPT_LENGTH = 160;

/** The discussion a comment draft belongs to: its ID, or null when the draft names none. */
export function draftDiscussionID(draft: Draft): number | null {
  if (draft.recordType !== "comment") return null;
  return draft.parentRecordID && draft.parentRecordID > 0 ? draft.parentRecordID : null;
}

/** The comment a reply draft answers, or null for a top-level comment draft. */
export function draftReplyToID(draft: Draft): number | null {
  const id = draft.attributes.draftMeta?.commentParentID;
  return typeof id === "number" && id > 0 ? id : null;
}

/**
 * What the list calls a draft: a discussion draft's name ("Untitled discussion" without one); a
 * comment draft names its discussion ("Comment on “Weekly thread”", "Reply in “Weekly thread”"),
 * or says "a discussion" while the name is unknown or hidden.
 */
export function draftTitle(draft: Draft, discussionName: string | null | undefined): string {
  if (draft.recordType !== "comment") {
    const name = (draft.attributes.name ?? draft.attributes.draftMeta?.name ?? "").trim();
    return name || t("Untitled discussion");
  }
  const isReply = draftReplyToID(draft) !== null;
  if (!discussionName) return isReply ? t("Reply in a discussion") : t("Comment on a discussion");
  return isReply
    ? t("Reply in “{name}”", { name: discussionName })
    : t("Comment on “{name}”", { name: discussionName });
}

/** The opening of a draft's body as plain text, or "" for an empty body. */
export function draftExcerpt(draft: Draft): string {
  const { body = "", format = "rich2" } = draft.attributes;
  return excerptOf(body, format, DRAFT_EXCERPT_LENGTH);
}

/**
 * Where Edit leads (content spec §2): a discussion draft opens the post form at
 * `/post/editdiscussion/{recordID}/{draftID}` (recordID 0 for a new discussion); a comment draft
 * opens its discussion with `hasDraft=true#create-comment`, a reply the comment it answers at
 * `/discussion/comment/{id}?hasDraft=true#Comment_{id}`. Null when the draft names no place.
 */
export function draftEditUrl(draft: Draft): string | null {
  if (draft.recordType === "discussion")
    return `/post/editdiscussion/${draft.recordID ?? 0}/${draft.draftID}`;
  if (draft.recordType !== "comment") return null;
  const replyTo = draftReplyToID(draft);
  if (replyTo !== null) return `/discussion/comment/${replyTo}?hasDraft=true#Comment_${replyTo}`;
  const discussionID = draftDiscussionID(draft);
  return discussionID === null ? null : `/discussion/${discussionID}?hasDraft=true#create-comment`;
}

/** When the draft was last saved: the editor's own stamp, else the record's update time. */
export function draftLastSaved(draft: Draft): string {
  return draft.attributes.lastSaved ?? draft.dateUpdated;
}

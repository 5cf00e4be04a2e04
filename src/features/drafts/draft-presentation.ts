import { excerptOf } from "../../../runtime/format/excerpt";
import { t } from "../../../runtime/i18n/t";
import type { Draft } from "../../../schemas/entities/draft.schema";
import { commentDraftLink } from "./draft-links";

/** How long a draft's excerpt runs in the list, in characters. */
export const DRAFT_EXCERPT_LENGTH = 160;

/** The record a comment draft's title is named after: its discussion, or the comment it answers. */
export type DraftParentRef = { type: "discussion" | "comment"; id: number };

function positive(id: unknown): number | null {
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

/** The comment a reply draft answers (its meta's commentParentID, else a comment parent), or null. */
export function draftReplyToID(draft: Draft): number | null {
  if (draft.recordType !== "comment") return null;
  const meta = draft.attributes.draftMeta;
  const fromMeta = meta && "commentParentID" in meta ? positive(meta.commentParentID) : null;
  return fromMeta ?? (draft.parentRecordType === "comment" ? positive(draft.parentRecordID) : null);
}

/** What a comment draft hangs from, for its title; null for a discussion draft or a draft without one. */
export function draftParentRef(draft: Draft): DraftParentRef | null {
  if (draft.recordType !== "comment") return null;
  if (draft.parentRecordType === "discussion") {
    const id = positive(draft.parentRecordID);
    if (id !== null) return { type: "discussion", id };
  }
  const replyTo = draftReplyToID(draft);
  return replyTo === null ? null : { type: "comment", id: replyTo };
}

/** The cache key of a parent reference ("discussion:12"). */
export function parentRefKey(ref: DraftParentRef): string {
  return `${ref.type}:${ref.id}`;
}

/**
 * What the list calls a draft: a discussion draft's name ("Untitled discussion" without one); a
 * comment draft names its discussion ("Comment on “Weekly thread”", "Reply in “Weekly thread”"),
 * or says "a discussion" while the name is unknown or hidden.
 */
export function draftTitle(draft: Draft, discussionName: string | null | undefined): string {
  if (draft.recordType !== "comment") {
    const meta = draft.attributes.draftMeta;
    const metaName = meta && "name" in meta ? meta.name : undefined;
    const name = (draft.attributes.name ?? metaName ?? "").trim();
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
  const { body, format = "rich2" } = draft.attributes;
  return excerptOf(body, format, DRAFT_EXCERPT_LENGTH);
}

/**
 * Where Edit leads (content spec §2): a discussion draft opens the post form at
 * `/post/editdiscussion/{recordID}/{draftID}` (recordID 0 for a new discussion); a comment draft
 * follows the draft links of the comment box (a reply at its comment, any other at the page it was
 * written on or its discussion, with `hasDraft=true`). Null when the draft names no place.
 */
export function draftEditUrl(draft: Draft): string | null {
  if (draft.recordType === "discussion")
    return `/post/editdiscussion/${draft.recordID ?? 0}/${draft.draftID}`;
  const meta = draft.attributes.draftMeta;
  const commentPath = meta && "commentPath" in meta ? meta.commentPath : null;
  const commentParentID = draftReplyToID(draft);
  const parent = draftParentRef(draft);
  const discussionPath = parent?.type === "discussion" ? `/discussion/${parent.id}` : null;
  if (commentParentID === null && !commentPath && !discussionPath) return null;
  return commentDraftLink({ commentParentID, commentPath }, discussionPath ?? "/");
}

/** When the draft was last saved: the editor's own stamp, else the record's update or creation time. */
export function draftLastSaved(draft: Draft): string {
  return draft.attributes.lastSaved ?? draft.dateUpdated ?? draft.dateInserted;
}

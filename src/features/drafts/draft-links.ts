import { DRAFT_LOGS } from "./draft-logs";
import type { CommentDraftMeta } from "./draft-types";

/** The comment box's anchor (content spec §2). */
const CREATE_COMMENT_ANCHOR = "create-comment";

/**
 * Where a comment draft is (content spec §2 draft links): a reply at
 * `/discussion/comment/{id}?hasDraft=true#Comment_{id}`; any other comment draft on its page (the
 * current one when it names none) with `hasDraft=true#create-comment`. A failure is logged (§8) and
 * answers the current page.
 */
export function commentDraftLink(meta: CommentDraftMeta | undefined, currentPath: string): string {
  try {
    const parentID = meta?.commentParentID ?? null;
    if (parentID !== null) return `/discussion/comment/${parentID}?hasDraft=true#Comment_${parentID}`;
    const url = new URL(meta?.commentPath || currentPath, "http://plaza.invalid");
    url.searchParams.set("hasDraft", "true");
    url.hash = CREATE_COMMENT_ANCHOR;
    return url.pathname + url.search + url.hash;
  } catch (error) {
    console.error(DRAFT_LOGS.link, error);
    return currentPath;
  }
}

/** The anchor a draft link scrolls to. */
export function anchorOfLink(link: string): string {
  return link.split("#")[1] ?? CREATE_COMMENT_ANCHOR;
}

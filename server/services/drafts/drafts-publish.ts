import type { Kysely } from "kysely";
import { discussionTypes, type DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import type { CommentDraftMeta, DiscussionDraftMeta } from "../../../schemas/entities/draft.schema";
import type { Database } from "../../db/types";
import { loadViewer } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { createComment } from "../comments/comment-writes";
import { createDiscussion, updateDiscussion } from "../discussions/discussion-writes";
import type { DraftRow } from "./drafts-table";
import { draftErrorTexts } from "./drafts-validation";
import { isEmptyBody } from "../body/empty-body";
import type { InTransaction } from "../../db/in-transaction";

interface StoredAttributes {
  body: string;
  format?: string;
  name?: string;
  draftMeta?: Record<string, unknown>;
}

/** What publishing a draft does, read from the draft alone. */
export type PublishTarget =
  | {
      kind: "discussion";
      /** The discussion the draft edits, or null for a new one. */
      discussionID: number | null;
      name: string;
      body: string;
      format: string;
      categoryID: number;
      type: DiscussionType;
      tagIDs: number[];
      pinLocation: "category" | "recent" | null;
    }
  | {
      kind: "comment";
      /** Null when the draft names only the comment it replies to: read from that comment. */
      discussionID: number | null;
      parentCommentID: number | null;
      body: string;
      format: string;
    }
  | { missing: string; message: string };

/**
 * Where and what a draft posts (content spec §3): a discussion draft needs a title and a category
 * (`draftMeta.categoryID`, else the category parent), a comment draft its discussion (the parent, or
 * the discussion of the comment it replies to). Answers the missing field otherwise.
 */
export function publishTarget(row: DraftRow): PublishTarget {
  const attributes = JSON.parse(row.attributes) as StoredAttributes;
  const format = attributes.format ?? "rich2";
  if (isEmptyBody(attributes.body, format)) return { missing: "body", message: draftErrorTexts.noBody };
  if (row.recordType === "discussion") {
    const meta = (attributes.draftMeta ?? {}) as DiscussionDraftMeta;
    const name = (meta.name ?? attributes.name ?? "").trim();
    if (!name) return { missing: "name", message: "A discussion needs a title." };
    const categoryID =
      meta.categoryID && meta.categoryID > 0
        ? meta.categoryID
        : row.parentRecordType === "category" && row.parentRecordID
          ? row.parentRecordID
          : null;
    if (!categoryID) return { missing: "categoryID", message: "A discussion needs a category." };
    const type = discussionTypes.find((t) => t === meta.postTypeID) ?? "discussion";
    const pinLocation =
      meta.pinned && meta.pinLocation && meta.pinLocation !== "none" ? meta.pinLocation : null;
    return {
      kind: "discussion",
      discussionID: row.recordID,
      name,
      body: attributes.body,
      format,
      categoryID,
      type,
      tagIDs: meta.tagIDs ?? [],
      pinLocation,
    };
  }
  const meta = (attributes.draftMeta ?? {}) as CommentDraftMeta;
  const parentCommentID =
    meta.commentParentID ?? (row.parentRecordType === "comment" ? row.parentRecordID : null);
  const discussionID = row.parentRecordType === "discussion" ? row.parentRecordID : null;
  if (!discussionID && !parentCommentID) {
    return { missing: "parentRecordID", message: "A comment draft needs the discussion it goes in." };
  }
  return {
    kind: "comment",
    discussionID,
    parentCommentID,
    body: attributes.body,
    format: meta.format ?? format,
  };
}

/** What a published draft became. */
export interface Published {
  recordType: "discussion" | "comment";
  recordID: number;
}

/**
 * Publishes a draft as its author, through the same services as `POST /discussions`,
 * `PATCH /discussions/{id}` and `POST /comments`, so every check of those (permissions at this
 * moment, category, closed discussion, body) applies, and `alsoInTransaction` commits or fails with the
 * post. Throws an HttpError when it cannot be posted.
 * A pin the author may no longer set is left out rather than failing the post that is already made.
 */
export async function publishDraft(
  db: Kysely<Database>,
  row: DraftRow,
  options: InTransaction = {},
): Promise<Published> {
  const target = publishTarget(row);
  if ("missing" in target) throw new HttpError(400, target.message);
  const viewer = await loadViewer(db, row.insertUserID);
  if (viewer.userID === 0) throw new HttpError(403, "The author's account no longer exists.");
  if (viewer.isBanned) throw new HttpError(403, "The author has been banned.");
  if (target.kind === "comment") {
    let discussionID = target.discussionID;
    if (discussionID === null && target.parentCommentID !== null) {
      const parent = await db
        .selectFrom("comments")
        .select("discussionID")
        .where("commentID", "=", target.parentCommentID)
        .where("deleted", "=", 0)
        .executeTakeFirst();
      if (!parent) throw new HttpError(404, "The comment replied to no longer exists.");
      discussionID = parent.discussionID;
    }
    const commentID = await createComment(
      db,
      viewer,
      {
        discussionID: discussionID ?? 0,
        body: target.body,
        format: target.format,
        parentCommentID: target.parentCommentID,
      },
      options,
    );
    return { recordType: "comment", recordID: commentID };
  }
  const content = {
    name: target.name,
    body: target.body,
    format: target.format as "rich2",
    categoryID: target.categoryID,
  };
  if (target.discussionID !== null) {
    await updateDiscussion(db, viewer, target.discussionID, content, options);
    return { recordType: "discussion", recordID: target.discussionID };
  }
  const discussionID = await createDiscussion(
    db,
    viewer,
    {
      ...content,
      type: target.type,
      ...(target.tagIDs.length ? { tagIDs: target.tagIDs } : {}),
    },
    options,
  );
  if (target.pinLocation) {
    await updateDiscussion(db, viewer, discussionID, { pinned: true, pinLocation: target.pinLocation }).catch(
      (error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      },
    );
  }
  return { recordType: "discussion", recordID: discussionID };
}

import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { loadMemberViewers } from "../../auth/viewer";
import { canViewCategory } from "../categories/categories";
import { commentUrl, type CommentRow, type CommentThread } from "./comment-access";
import { createNotifications } from "../notifications/notifications";
import type { NotificationGroup } from "../notifications/notification-groups";

/** Mentions beyond this many in one comment notify nobody more (a guard against mass pings). */
const MAX_MENTIONS = 50;

type Reason = "comment" | "reply" | "mention" | "bookmark";

/** What {@link notifyAboutComment} tells people about. */
export interface CommentNotice {
  comment: Pick<CommentRow, "commentID" | "parentCommentID" | "insertUserID">;
  thread: CommentThread;
  writerName: string;
  /** The names the comment's body mentions (found by the body worker, render-worker.ts). */
  mentions: readonly string[];
  /** On an edit: the names the body before it mentioned, already notified; only new names notify. */
  previousMentions?: readonly string[];
  /** How many of the newly mentioned members may be told (the writer's mention limit); all by default. */
  maxMentions?: number;
}

/**
 * Notifies the people a new or edited comment concerns: on a new comment the discussion's author
 * ("comment") and the parent comment's author ("reply"); on both, each newly mentioned member
 * ("mention"); on a new comment, the members who bookmarked the discussion ("bookmark"). Everyone at
 * most once per comment (the first reason of that order), never the writer, and only people who can
 * read the discussion's category (content spec §6), so a Staff Room mention tells a member nothing.
 * A member who switched a kind off in their notification preferences is not told (notifications.ts).
 * A member's unread notification of the discussion grows instead of another being added.
 */
export async function notifyAboutComment(db: Kysely<Database>, notice: CommentNotice): Promise<void> {
  const { comment, thread } = notice;
  const recipients = new Map<number, Reason>();
  const add = (userID: number | undefined, reason: Reason) => {
    if (userID === undefined || userID <= 0 || userID === comment.insertUserID) return;
    if (!recipients.has(userID)) recipients.set(userID, reason);
  };
  if (!notice.previousMentions) {
    add(thread.discussion.insertUserID, "comment");
    if (comment.parentCommentID !== null) {
      const parent = await db
        .selectFrom("comments")
        .select("insertUserID")
        .where("commentID", "=", comment.parentCommentID)
        .executeTakeFirst();
      add(parent?.insertUserID, "reply");
    }
  }
  const mentioned = await newlyMentionedUserIDs(db, notice, comment.insertUserID);
  for (const userID of mentioned.slice(0, notice.maxMentions)) add(userID, "mention");
  if (!notice.previousMentions)
    for (const userID of await bookmarkerIDs(db, thread.discussion.discussionID)) add(userID, "bookmark");

  const title = `“${thread.discussion.name}”`;
  const bodyOf: Record<Reason, string> = {
    comment: `${notice.writerName} commented on ${title}`,
    reply: `${notice.writerName} replied to your comment in ${title}`,
    mention: `${notice.writerName} mentioned you in ${title}`,
    bookmark: `${notice.writerName} commented on ${title}, a discussion you bookmarked`,
  };
  const group = discussionNoticeGroup(thread.discussion, notice.writerName);
  // Each member's permissions are read once per set of roles, and all are told in one insert, however
  // many bookmarked the discussion.
  const readers = await loadMemberViewers(db, [...recipients.keys()]);
  const canRead = new Set(
    readers.filter((reader) => canViewCategory(reader, thread.category)).map((reader) => reader.userID),
  );
  await createNotifications(
    db,
    [...recipients]
      .filter(([userID]) => canRead.has(userID))
      .map(([userID, reason]) => ({
        userID,
        activityUserID: comment.insertUserID,
        reason,
        body: bodyOf[reason],
        url: commentUrl(comment.commentID),
        recordType: "comment",
        recordID: comment.commentID,
        group,
      })),
  );
}

/**
 * The members a body newly mentions (not in `previousMentions`), the writer left out, in the order
 * they were mentioned: the ones {@link notifyAboutComment} tells, before `maxMentions`.
 */
export async function newlyMentionedUserIDs(
  db: Kysely<Database>,
  notice: Pick<CommentNotice, "mentions" | "previousMentions">,
  writerID: number,
): Promise<number[]> {
  const before = new Set((notice.previousMentions ?? []).map((name) => name.toLowerCase()));
  const keys = [...new Set(notice.mentions.map((name) => name.toLowerCase()))]
    .filter((key) => !before.has(key))
    .slice(0, MAX_MENTIONS);
  if (keys.length === 0) return [];
  const users = await db
    .selectFrom("users")
    .select(["userID", "nameKey"])
    .where("nameKey", "in", keys)
    .execute();
  // Notified in the order they were mentioned.
  return keys.flatMap((key) =>
    users.filter((user) => user.nameKey === key && user.userID !== writerID).map((user) => user.userID),
  );
}

/** The members who bookmarked a discussion, by user ID. */
async function bookmarkerIDs(db: Kysely<Database>, discussionID: number): Promise<number[]> {
  const rows = await db
    .selectFrom("user_discussions")
    .select("userID")
    .where("discussionID", "=", discussionID)
    .where("bookmarked", "=", 1)
    .orderBy("userID")
    .execute();
  return rows.map((row) => row.userID);
}

/**
 * The group of a discussion's notices: the comments and mentions a member has not read yet make one
 * notification, which leads to the newest of them.
 */
export function discussionNoticeGroup(
  discussion: { discussionID: number; name: string },
  writerName: string,
): NotificationGroup {
  return {
    key: `discussion:${discussion.discussionID}`,
    body: (count) =>
      `${count} new comments and mentions in “${discussion.name}”, the latest from ${writerName}`,
  };
}

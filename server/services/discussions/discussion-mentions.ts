import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { loadViewer, type Viewer } from "../../auth/viewer";
import { canViewCategory, type CategoryRow } from "../categories/categories";
import { createNotification } from "../notifications/notifications";
import { discussionUrl } from "./discussion-presenter";
import type { MentionAllowance } from "../abuse/post-limits";
import { discussionNoticeGroup } from "../comments/comment-notifications";

/** At most this many names of one post are looked up and notified. */
const MAX_MENTIONS = 50;

/** The new discussion a mention notification is about. */
export interface MentionedPost {
  discussionID: number;
  name: string;
  /** The names its body mentions (found by the body worker, render-worker.ts). */
  mentions: readonly string[];
  category: Pick<CategoryRow, "permissionCategoryID">;
}

const keysOf = (names: readonly string[]) => names.map((name) => name.toLowerCase());

/**
 * Notifies the members @mentioned in a discussion: existing, not banned, not the author, and able
 * to view its category (so a mention cannot leak a staff-only post). On an edit, `previousMentions`
 * are the names of the body before it, told already: only names new to the edited body notify.
 * `allowMentions` (the author's mention limit) may tell fewer of them. Answers who was told.
 */
export async function notifyDiscussionMentions(
  db: Kysely<Database>,
  author: Viewer,
  post: MentionedPost,
  previousMentions: readonly string[] = [],
  allowMentions?: MentionAllowance,
): Promise<number[]> {
  const before = new Set(keysOf(previousMentions));
  const names = keysOf(post.mentions)
    .filter((name) => !before.has(name))
    .slice(0, MAX_MENTIONS);
  if (names.length === 0) return [];
  const [users, authorRow] = await Promise.all([
    db
      .selectFrom("users")
      .select(["userID", "nameKey"])
      .where("nameKey", "in", names)
      .where("banned", "=", 0)
      .where("userID", "!=", author.userID)
      .execute(),
    db.selectFrom("users").select("name").where("userID", "=", author.userID).executeTakeFirst(),
  ]);
  // Told in the order they were mentioned, so a limit keeps the first names.
  const order = new Map(names.map((name, index) => [name, index]));
  users.sort((a, b) => (order.get(a.nameKey) ?? 0) - (order.get(b.nameKey) ?? 0));
  const allowed = allowMentions && users.length > 0 ? await allowMentions(users.length) : users.length;
  const authorName = authorRow?.name ?? "Someone";
  const group = discussionNoticeGroup({ discussionID: post.discussionID, name: post.name }, authorName);
  const told: number[] = [];
  for (const { userID } of users.slice(0, allowed)) {
    const viewer = await loadViewer(db, userID);
    if (!canViewCategory(viewer, post.category)) continue;
    await createNotification(db, {
      userID,
      activityUserID: author.userID,
      reason: "mention",
      body: `${authorName} mentioned you in “${post.name}”`,
      url: discussionUrl(post.discussionID, post.name),
      recordType: "discussion",
      recordID: post.discussionID,
      group,
    });
    told.push(userID);
  }
  return told;
}

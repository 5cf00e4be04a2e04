import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { loadViewer, type Viewer } from "../auth/viewer";
import { canViewCategory, type CategoryRow } from "./categories";
import { createNotification } from "./notifications";
import { discussionUrl } from "./discussion-presenter";

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
 * Answers who was told.
 */
export async function notifyDiscussionMentions(
  db: Kysely<Database>,
  author: Viewer,
  post: MentionedPost,
  previousMentions: readonly string[] = [],
): Promise<number[]> {
  const before = new Set(keysOf(previousMentions));
  const names = keysOf(post.mentions)
    .filter((name) => !before.has(name))
    .slice(0, MAX_MENTIONS);
  if (names.length === 0) return [];
  const [users, authorRow] = await Promise.all([
    db
      .selectFrom("users")
      .select(["userID"])
      .where("nameKey", "in", names)
      .where("banned", "=", 0)
      .where("userID", "!=", author.userID)
      .execute(),
    db.selectFrom("users").select("name").where("userID", "=", author.userID).executeTakeFirst(),
  ]);
  const told: number[] = [];
  for (const { userID } of users) {
    const viewer = await loadViewer(db, userID);
    if (!canViewCategory(viewer, post.category)) continue;
    await createNotification(db, {
      userID,
      activityUserID: author.userID,
      reason: "mention",
      body: `${authorRow?.name ?? "Someone"} mentioned you in “${post.name}”`,
      url: discussionUrl(post.discussionID, post.name),
      recordType: "discussion",
      recordID: post.discussionID,
    });
    told.push(userID);
  }
  return told;
}

import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";

/** Which reactions to members' posts {@link receivedReactions} reads. */
export interface ReceivedReactionsFilter {
  /** The categories whose posts count (those the viewer may see, content spec §6). */
  categoryIDs: readonly number[];
  /** Only the reactions to this member's posts. */
  authorID?: number;
  /** Only the reactions of this type. */
  tagID?: number;
  /** Only the reactions given since this moment (ISO 8601). */
  since?: string | null;
  /** Whether reactions to deleted comments count too; the leaderboard counts them, profiles do not. */
  withDeletedComments?: boolean;
}

/**
 * The reactions members' posts received, one row per reaction: to discussions and to comments, each
 * post in its discussion's category. The rows carry the post (`kind` discussion or comment and
 * `recordID`), its author, the reaction's type and when it was given; callers group and count them.
 * The filters apply inside both halves, where the indexes are.
 */
export function receivedReactions(db: Kysely<Database>, filter: ReceivedReactionsFilter) {
  const { categoryIDs, authorID, tagID, since } = filter;
  const onDiscussions = db
    .selectFrom("reactions")
    .innerJoin("discussions", (join) =>
      join
        .onRef("discussions.discussionID", "=", "reactions.recordID")
        .on("reactions.recordType", "=", "discussion"),
    )
    .select([
      sql<string>`'discussion'`.as("kind"),
      "discussions.discussionID as recordID",
      "discussions.insertUserID as authorID",
      "reactions.tagID",
      "reactions.dateInserted",
    ])
    .where("discussions.categoryID", "in", categoryIDs)
    .$if(authorID !== undefined, (q) => q.where("discussions.insertUserID", "=", authorID as number))
    .$if(tagID !== undefined, (q) => q.where("reactions.tagID", "=", tagID as number))
    .$if(since != null, (q) => q.where("reactions.dateInserted", ">=", since as string));
  const onComments = db
    .selectFrom("reactions")
    .innerJoin("comments", (join) =>
      join.onRef("comments.commentID", "=", "reactions.recordID").on("reactions.recordType", "=", "comment"),
    )
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .select([
      sql<string>`'comment'`.as("kind"),
      "comments.commentID as recordID",
      "comments.insertUserID as authorID",
      "reactions.tagID",
      "reactions.dateInserted",
    ])
    .where("discussions.categoryID", "in", categoryIDs)
    .$if(authorID !== undefined, (q) => q.where("comments.insertUserID", "=", authorID as number))
    .$if(tagID !== undefined, (q) => q.where("reactions.tagID", "=", tagID as number))
    .$if(since != null, (q) => q.where("reactions.dateInserted", ">=", since as string))
    .$if(filter.withDeletedComments !== true, (q) => q.where("comments.deleted", "=", 0));
  return onDiscussions.unionAll(onComments);
}

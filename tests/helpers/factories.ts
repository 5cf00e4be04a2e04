import type { Kysely } from "kysely";
import { nowISO } from "../../server/db/columns";
import type { Database } from "../../server/db/types";

/**
 * Inserts a fresh discussion straight into the table (no reactions, no comments, score 0, not
 * pinned) and answers its id: for tests about what happens to a discussion, not about posting one.
 */
export async function insertDiscussion(
  db: Kysely<Database>,
  values: { categoryID: number; insertUserID: number; name: string; closed?: boolean | undefined },
): Promise<number> {
  const now = nowISO();
  const row = await db
    .insertInto("discussions")
    .values({
      categoryID: values.categoryID,
      insertUserID: values.insertUserID,
      updateUserID: null,
      lastCommentUserID: null,
      lastCommentID: null,
      type: "discussion",
      name: values.name,
      body: "Hello",
      format: "text",
      bodyHtml: "Hello",
      bodyText: "Hello",
      dateInserted: now,
      dateUpdated: null,
      dateLastComment: now,
      countComments: 0,
      countViews: 0,
      score: 0,
      closed: values.closed ? 1 : 0,
      sink: 0,
      pinned: 0,
      pinLocation: "none",
      resolved: 0,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  return row.discussionID;
}

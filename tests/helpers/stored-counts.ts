import type { Kysely } from "kysely";
import type { Database } from "../../server/db/types";

/** A discussion's `countViews` as stored (views counted in memory show only after a flush). */
export async function storedViewCount(db: Kysely<Database>, discussionID: number): Promise<number> {
  const row = await db
    .selectFrom("discussions")
    .select("countViews")
    .where("discussionID", "=", discussionID)
    .executeTakeFirstOrThrow();
  return row.countViews;
}

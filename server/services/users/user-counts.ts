import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadCategoryScope } from "../categories/categories";
import { planVisibleCount } from "../categories/count-scope";
import { REDIRECT_TYPE } from "../discussions/discussion-counts";

/** A member's post counts as one viewer may see them. */
export interface UserPostCounts {
  countDiscussions: number;
  countComments: number;
}

/** What {@link loadVisibleUserCounts} needs of a users row: its ID and stored totals. */
export type UserCountRow = { userID: number } & UserPostCounts;

/**
 * Members' discussion and comment counts as the viewer may see them: posts in categories hidden from
 * the viewer (content spec §6, the Staff Room) are left out, so a count cannot reveal that a member
 * posts where the viewer cannot look. The stored totals when the viewer sees every category;
 * otherwise one grouped query for all `rows` (no query per member), counting deleted comments out
 * as the stored totals do (discussion-counts.ts).
 */
export async function loadVisibleUserCounts(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly UserCountRow[],
): Promise<Map<number, UserPostCounts>> {
  const stored = new Map(
    rows.map((row) => [
      row.userID,
      { countDiscussions: row.countDiscussions, countComments: row.countComments },
    ]),
  );
  const userIDs = [...stored.keys()].filter((id) => id > 0);
  if (userIDs.length === 0) return stored;
  const plan = planVisibleCount(await loadCategoryScope(db, viewer));
  if (plan.mode === "stored") return stored;

  const counted = new Map(userIDs.map((id) => [id, { countDiscussions: 0, countComments: 0 }]));
  if (plan.categoryIDs.length > 0) {
    const posts = db
      .selectFrom("discussions")
      .select(["discussions.insertUserID as userID", sql<string>`'discussion'`.as("kind")])
      .where("discussions.insertUserID", "in", userIDs)
      .where("discussions.categoryID", "in", plan.categoryIDs)
      .where("discussions.type", "!=", REDIRECT_TYPE)
      .unionAll(
        db
          .selectFrom("comments")
          .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
          .select(["comments.insertUserID as userID", sql<string>`'comment'`.as("kind")])
          .where("comments.insertUserID", "in", userIDs)
          .where("comments.deleted", "=", 0)
          .where("discussions.categoryID", "in", plan.categoryIDs),
      );
    const grouped = await db
      .selectFrom(posts.as("p"))
      .select((eb) => ["p.userID", "p.kind", eb.fn.countAll<number>().as("n")])
      .groupBy(["p.userID", "p.kind"])
      .execute();
    for (const row of grouped) {
      const counts = counted.get(row.userID);
      if (!counts) continue;
      if (row.kind === "discussion") counts.countDiscussions = Number(row.n);
      else counts.countComments = Number(row.n);
    }
  }
  if (plan.mode === "count") return new Map([...stored, ...counted]);
  // The hidden side was counted: what remains of the stored totals is what the viewer may see.
  const visible = new Map(stored);
  for (const [userID, hidden] of counted) {
    const total = stored.get(userID);
    if (!total) continue;
    visible.set(userID, {
      countDiscussions: Math.max(0, total.countDiscussions - hidden.countDiscussions),
      countComments: Math.max(0, total.countComments - hidden.countComments),
    });
  }
  return visible;
}

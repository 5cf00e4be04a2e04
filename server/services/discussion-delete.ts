import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { authorize, type Viewer } from "../auth/viewer";
import { getDiscussionRow } from "./discussion-get";
import { recountCategories, recountTags, recountUsers } from "./discussion-counts";

/**
 * Deletes a discussion (`DELETE /discussions/{id}`): `discussions.delete` on its category; authors
 * may not delete their own (DECISIONS roles). Comments, tags and read states go by cascade; the
 * reactions on it and its comments and its collection entries are removed; counts are recounted.
 */
export async function deleteDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<void> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  authorize(viewer, "discussions.delete", { resourceType: "category", resourceID: row.categoryID });
  await db.transaction().execute(async (trx) => {
    const [commenters, tags] = await Promise.all([
      trx
        .selectFrom("comments")
        .select("insertUserID")
        .distinct()
        .where("discussionID", "=", discussionID)
        .execute(),
      trx.selectFrom("discussion_tags").select("tagID").where("discussionID", "=", discussionID).execute(),
    ]);
    await trx
      .deleteFrom("reactions")
      .where("recordType", "=", "comment")
      .where("recordID", "in", (eb) =>
        eb.selectFrom("comments").select("commentID").where("discussionID", "=", discussionID),
      )
      .execute();
    await trx
      .deleteFrom("reactions")
      .where("recordType", "=", "discussion")
      .where("recordID", "=", discussionID)
      .execute();
    await trx
      .deleteFrom("collection_records")
      .where("recordType", "=", "discussion")
      .where("recordID", "=", discussionID)
      .execute();
    await trx.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();
    await recountCategories(trx, [row.categoryID]);
    await recountUsers(trx, [row.insertUserID, ...commenters.map((c) => c.insertUserID)]);
    await recountTags(
      trx,
      tags.map((t) => t.tagID),
    );
  });
}

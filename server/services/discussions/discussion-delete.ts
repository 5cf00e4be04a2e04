import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { authorize, type Viewer } from "../../auth/viewer";
import { getDiscussionRow } from "./discussion-get";
import { countedWith, recountCategories, recountTags, recountUsers } from "./discussion-counts";
import { removeDiscussionFromCollections } from "../collections/collections";
import { syncSearchIndex } from "../search/search-index";

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
    const counted = await countedWith(trx, discussionID);
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
    await removeDiscussionFromCollections(trx, discussionID);
    await trx.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();
    await recountCategories(trx, [row.categoryID]);
    await recountUsers(trx, [row.insertUserID, ...counted.commenterIDs]);
    await recountTags(trx, counted.tagIDs);
    await syncSearchIndex(trx, { threadIDs: [discussionID] });
  });
}

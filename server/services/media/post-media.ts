import type { Kysely } from "kysely";
import type { Media } from "../../../schemas/entities/media.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { getDiscussionRow } from "../discussions/discussion-get";
import { loadCommentInThread } from "../comments/comment-access";
import { presentMedia } from "./media";

import type { PostMediaType } from "./post-files";

/**
 * The files attached to a post (an imported forum's attachments, kept at their addresses), oldest
 * first, when the viewer may read the post: a hidden or missing one is a 404, a deleted comment has none.
 */
export async function listPostMedia(
  db: Kysely<Database>,
  viewer: Viewer,
  foreignType: PostMediaType,
  foreignID: number,
): Promise<Media[]> {
  if (foreignType === "discussion") await getDiscussionRow(db, viewer, foreignID);
  else if ((await loadCommentInThread(db, viewer, foreignID)).comment.deleted) return [];
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("foreignType", "=", foreignType)
    .where("foreignID", "=", foreignID)
    .orderBy("mediaID")
    .execute();
  return rows.map(presentMedia);
}

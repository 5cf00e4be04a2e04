import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { notFound } from "../../http/errors";
import type { Viewer } from "../../auth/viewer";
import type { postFormats } from "../../../schemas/api/discussion-writes.schema";
import { updateDiscussion } from "../discussions/discussion-writes";
import { updateComment } from "../comments/comment-writes";
import { assertCanSeeHistory } from "./revisions";

/**
 * Makes a revision the post's current version again
 * (`POST /{discussions|comments}/{id}/revisions/{revisionID}/restore`): for those who may see the
 * history (moderators), through the post's own edit, so the edit rules, rendering, search and
 * mentions apply and the version it replaces is kept as a new revision. Restoring the version that
 * is already current changes nothing.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: "discussion" | "comment",
  recordID: number,
  revisionID: number,
): Promise<void> {
  await assertCanSeeHistory(db, viewer, recordType, recordID);
  const revision = await db
    .selectFrom("revisions")
    .select(["name", "body", "format"])
    .where("revisionID", "=", revisionID)
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .executeTakeFirst();
  if (!revision) throw notFound("Revision");
  if (recordType === "discussion") {
    await updateDiscussion(db, viewer, recordID, {
      ...(revision.name !== null ? { name: revision.name } : {}),
      body: revision.body,
      // Kept as written: a revision's format was valid when it was current.
      format: revision.format as (typeof postFormats)[number],
    });
  } else {
    await updateComment(db, viewer, recordID, { body: revision.body, format: revision.format });
  }
}

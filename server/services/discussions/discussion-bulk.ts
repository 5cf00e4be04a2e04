import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { badRequest, forbidden } from "../../http/errors";
import { getDiscussionRow } from "./discussion-get";
import { canInCategory } from "./discussion-permissions";
import { updateDiscussion } from "./discussion-writes";
import { deleteDiscussion } from "./discussion-delete";
import { mergeDiscussion } from "./discussion-merge";
import { warnDiscussionAuthor } from "../moderation/warnings";
import {
  startLongRunner,
  type LongRunnerActions,
  type LongRunnerAnswer,
  type LongRunnerErrorLog,
} from "../jobs/long-runner";

/**
 * Bulk moderation (content spec §4, §7): `PATCH /discussions/close`, `PATCH /discussions/move`,
 * `DELETE /discussions/list`, `POST /discussions/merge` (each source into the destination,
 * discussion-merge.ts) and `POST /discussions/warn` (each author, warnings.ts). Each ID is checked and done on its own, under the rules of the
 * single-record write (`updateDiscussion`, `deleteDiscussion`), so a hidden discussion fails with
 * the same 404 as a missing one and a no-op (already closed, already there) succeeds without
 * recording an edit. The answer lists per-ID outcomes; see long-runner.ts for calls that run out
 * of time.
 */
export const discussionBulkActions: LongRunnerActions = {
  "discussions.close": async (db, viewer, params, id) => {
    await requireBulkManage(db, viewer, id);
    return updateDiscussion(db, viewer, id, { closed: params.closed === true });
  },
  "discussions.move": async (db, viewer, params, id) => {
    if (typeof params.categoryID !== "number") throw badRequest("categoryID is required.");
    await requireBulkManage(db, viewer, id);
    return updateDiscussion(
      db,
      viewer,
      id,
      { categoryID: params.categoryID },
      { addRedirect: params.addRedirects === true },
    );
  },
  "discussions.delete": async (db, viewer, _params, id) => {
    await requireBulkManage(db, viewer, id);
    return deleteDiscussion(db, viewer, id);
  },
  "discussions.merge": (db, viewer, params, id) => {
    if (typeof params.destinationDiscussionID !== "number") {
      throw badRequest("destinationDiscussionID is required.");
    }
    return mergeDiscussion(db, viewer, id, params.destinationDiscussionID, params.addRedirects === true);
  },
  "discussions.warn": (db, viewer, params, id) => {
    if (typeof params.reason !== "string") throw badRequest("reason is required.");
    const points = typeof params.points === "number" ? params.points : 0;
    return warnDiscussionAuthor(db, viewer, id, { reason: params.reason, points });
  },
};

/**
 * Bulk actions are for holders of discussions.manage in the discussion's category (content spec §6),
 * on top of the single action's own rule: an author may close their own discussion, but not in bulk.
 */
async function requireBulkManage(db: Kysely<Database>, viewer: Viewer, discussionID: number): Promise<void> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  if (!canInCategory(viewer, "discussions.manage", row.categoryID)) {
    throw forbidden("Permission Problem", "You may not manage the discussions of this category.");
  }
}

/** The bulk actions, as the routes name them, with the parameters each takes. */
export type DiscussionBulkStep =
  | { action: "discussions.close"; params: { closed: boolean } }
  | { action: "discussions.move"; params: { categoryID: number; addRedirects: boolean } }
  | { action: "discussions.delete"; params: Record<string, never> }
  | { action: "discussions.merge"; params: { destinationDiscussionID: number; addRedirects: boolean } }
  | { action: "discussions.warn"; params: { reason: string; points: number } };

/**
 * Runs one bulk action over the given discussions (`PATCH /discussions/close`, `PATCH /discussions/move`,
 * `DELETE /discussions/list`, `POST /discussions/merge`, `POST /discussions/warn`). A move or merge
 * with `addRedirects` leaves redirect stubs (discussion-redirects.ts).
 */
export function runDiscussionBulk(
  db: Kysely<Database>,
  viewer: Viewer,
  step: DiscussionBulkStep,
  discussionIDs: readonly number[],
  logError?: LongRunnerErrorLog,
  requestKey?: string,
): Promise<LongRunnerAnswer> {
  return startLongRunner(db, viewer, discussionBulkActions, step, discussionIDs, logError, requestKey);
}

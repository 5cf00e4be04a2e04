import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { updateDiscussion } from "../discussions/discussion-writes";
import { deleteDiscussion } from "../discussions/discussion-delete";
import {
  startLongRunner,
  type LongRunnerActions,
  type LongRunnerAnswer,
  type LongRunnerErrorLog,
} from "../jobs/long-runner";
import { placeAmongSiblings, settleCategoryTree } from "./category-tree";

/** A category deletion's job step: its discussions move to `newCategoryID`, or are deleted when null. */
interface DeleteParams {
  categoryID: number;
  newCategoryID: number | null;
}

function readParams(params: Record<string, unknown>): DeleteParams {
  const { categoryID, newCategoryID } = params;
  if (typeof categoryID !== "number") throw badRequest("categoryID is required.");
  return { categoryID, newCategoryID: typeof newCategoryID === "number" ? newCategoryID : null };
}

/**
 * Removes a category once it holds no discussion: its subcategories move up to its parent (after its
 * siblings), and its follows, grids and places in collections go with it. Does nothing while a
 * discussion is left in it (one that failed to move, or was posted meanwhile) or once it is gone.
 */
async function removeCategoryIfEmpty(db: Kysely<Database>, categoryID: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("categories")
      .select(["categoryID", "parentCategoryID"])
      .where("categoryID", "=", categoryID)
      .executeTakeFirst();
    if (!row) return false;
    const left = await trx
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "=", categoryID)
      .limit(1)
      .executeTakeFirst();
    if (left) return false;
    const children = await trx
      .selectFrom("categories")
      .select("categoryID")
      .where("parentCategoryID", "=", categoryID)
      .orderBy("sort")
      .execute();
    for (const child of children) {
      await trx
        .updateTable("categories")
        .set({ parentCategoryID: row.parentCategoryID })
        .where("categoryID", "=", child.categoryID)
        .execute();
      await placeAmongSiblings(trx, child.categoryID, row.parentCategoryID, undefined);
    }
    await trx
      .deleteFrom("role_permissions")
      .where("resourceType", "=", "category")
      .where("resourceID", "=", categoryID)
      .execute();
    await trx
      .deleteFrom("collection_records")
      .where("recordType", "=", "category")
      .where("recordID", "=", categoryID)
      .execute();
    await trx.deleteFrom("category_follows").where("categoryID", "=", categoryID).execute();
    await trx.deleteFrom("categories").where("categoryID", "=", categoryID).execute();
    await settleCategoryTree(trx);
    return true;
  });
}

/**
 * The step of a category deletion (`POST /calls/run` continues it): one discussion moves or is
 * deleted under the single-record rules; after the last one the category goes. A discussion that has
 * left the category meanwhile is skipped.
 */
export const categoryJobActions: LongRunnerActions = {
  "categories.delete": async (db, viewer, rawParams, discussionID) => {
    const params = readParams(rawParams);
    const row = await db
      .selectFrom("discussions")
      .select("categoryID")
      .where("discussionID", "=", discussionID)
      .executeTakeFirst();
    if (row?.categoryID === params.categoryID) {
      if (params.newCategoryID === null) await deleteDiscussion(db, viewer, discussionID);
      else await updateDiscussion(db, viewer, discussionID, { categoryID: params.newCategoryID });
    }
    await removeCategoryIfEmpty(db, params.categoryID);
  },
};

/**
 * Deletes a category (`DELETE /categories/{id}`, site.manage), its discussions moved to
 * `newCategoryID` or deleted, as a long-running job over them: 200 when done within the time budget,
 * else 408 with a callbackPayload. The last category cannot go (409); `newCategoryID` must be another
 * existing category (400).
 */
export async function startCategoryDelete(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
  newCategoryID: number | null,
  logError?: LongRunnerErrorLog,
): Promise<LongRunnerAnswer> {
  const rows = await db.selectFrom("categories").select("categoryID").execute();
  if (!rows.some((row) => row.categoryID === categoryID)) throw notFound("Category");
  if (rows.length === 1) {
    throw new HttpError(409, "The last category cannot be deleted.", {
      description: "Discussions need a category: add another one first.",
    });
  }
  if (
    newCategoryID !== null &&
    (newCategoryID === categoryID || !rows.some((r) => r.categoryID === newCategoryID))
  ) {
    const message = "Choose another existing category for the discussions.";
    throw badRequest(message, [{ field: "newCategoryID", code: "invalid", message }]);
  }
  const discussions = await db
    .selectFrom("discussions")
    .select("discussionID")
    .where("categoryID", "=", categoryID)
    .orderBy("discussionID")
    .execute();
  if (discussions.length === 0) {
    await removeCategoryIfEmpty(db, categoryID);
    const progress = { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: 0 };
    return { status: 200, body: { progress, callbackPayload: null } };
  }
  return startLongRunner(
    db,
    viewer,
    categoryJobActions,
    { action: "categories.delete", params: { categoryID, newCategoryID } },
    discussions.map((row) => row.discussionID),
    logError,
  );
}

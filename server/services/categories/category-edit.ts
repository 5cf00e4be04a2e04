import type { Kysely } from "kysely";
import type { Category, CategoryPatch, CategoryPost } from "../../../schemas/entities/category.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { getCategory } from "./categories";
import { isInSubtree, placeAmongSiblings, settleCategoryTree } from "./category-tree";

const trimmed = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : value);

/** The look fields of a body, as stored (null clears). */
function lookChanges(body: CategoryPatch) {
  return {
    ...(body.color !== undefined ? { color: body.color?.toLowerCase() ?? null } : {}),
    ...(body.iconUrl !== undefined ? { iconUrl: trimmed(body.iconUrl) || null } : {}),
    ...(body.bannerUrl !== undefined ? { bannerUrl: trimmed(body.bannerUrl) || null } : {}),
  };
}

/** Refuses a blank name and a URL code another category has. */
async function checkNameAndCode(
  db: Kysely<Database>,
  body: { name?: string | undefined; urlcode?: string | undefined },
  categoryID: number | null,
): Promise<void> {
  if (body.name !== undefined && body.name.trim() === "") {
    throw badRequest("The category needs a name.", [
      { field: "name", code: "required", message: "The category needs a name." },
    ]);
  }
  if (body.urlcode === undefined) return;
  const taken = await db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", body.urlcode)
    .executeTakeFirst();
  if (taken && taken.categoryID !== categoryID) {
    const message = "Another category has this URL code.";
    throw badRequest(message, [{ field: "urlcode", code: "taken", message }]);
  }
}

/** Refuses a parent that does not exist. */
async function checkParent(db: Kysely<Database>, parentID: number | null | undefined): Promise<void> {
  if (parentID === undefined || parentID === null) return;
  const parent = await db
    .selectFrom("categories")
    .select("categoryID")
    .where("categoryID", "=", parentID)
    .executeTakeFirst();
  if (!parent) {
    const message = `No category has the ID ${parentID}.`;
    throw badRequest(message, [{ field: "parentCategoryID", code: "invalid", message }]);
  }
}

/**
 * Adds a category (`POST /categories`, site.manage) at the end of its parent's children; it answers
 * to the permissions its parent answers to. Answers it as the viewer sees it.
 */
export async function createCategory(
  db: Kysely<Database>,
  viewer: Viewer,
  body: CategoryPost,
): Promise<Category> {
  await checkNameAndCode(db, body, null);
  await checkParent(db, body.parentCategoryID);
  const parentID = body.parentCategoryID ?? null;
  const categoryID = await db.transaction().execute(async (trx) => {
    const { categoryID } = await trx
      .insertInto("categories")
      .values({
        parentCategoryID: parentID,
        name: body.name.trim(),
        urlcode: body.urlcode,
        description: trimmed(body.description) ?? "",
        sort: 0,
        depth: 1,
        permissionCategoryID: -1,
        displayAs: body.displayAs ?? "discussions",
        countDiscussions: 0,
        countComments: 0,
        dateInserted: nowISO(),
        color: null,
        iconUrl: null,
        bannerUrl: null,
        ...lookChanges(body),
      })
      .returning("categoryID")
      .executeTakeFirstOrThrow();
    await placeAmongSiblings(trx, categoryID, parentID, undefined);
    await settleCategoryTree(trx);
    return categoryID;
  });
  return getCategory(db, viewer, categoryID);
}

/**
 * Changes a category (`PATCH /categories/{id}`, site.manage): its name, URL code, description, how it
 * shows, its look, its parent and its place among its siblings. A category cannot go under itself or
 * one of its children (400). Moving it carries its subcategories along; each then answers to the
 * permissions of its new place unless it has its own. Answers it as the viewer sees it.
 */
export async function patchCategory(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
  patch: CategoryPatch,
): Promise<Category> {
  const rows = await db.selectFrom("categories").select(["categoryID", "parentCategoryID"]).execute();
  const row = rows.find((r) => r.categoryID === categoryID);
  if (!row) throw notFound("Category");
  await checkNameAndCode(db, patch, categoryID);
  await checkParent(db, patch.parentCategoryID);
  const newParentID = patch.parentCategoryID;
  if (newParentID !== undefined && newParentID !== null && isInSubtree(rows, categoryID, newParentID)) {
    const message = "A category cannot go under itself or one of its subcategories.";
    throw badRequest(message, [{ field: "parentCategoryID", code: "cycle", message }]);
  }
  const changes = {
    ...lookChanges(patch),
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.urlcode !== undefined ? { urlcode: patch.urlcode } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    ...(patch.displayAs !== undefined ? { displayAs: patch.displayAs } : {}),
    ...(newParentID !== undefined ? { parentCategoryID: newParentID } : {}),
  };
  const isMoved = newParentID !== undefined && newParentID !== row.parentCategoryID;
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) {
      await trx.updateTable("categories").set(changes).where("categoryID", "=", categoryID).execute();
    }
    if (isMoved || patch.sort !== undefined) {
      const parentID = newParentID !== undefined ? newParentID : row.parentCategoryID;
      await placeAmongSiblings(trx, categoryID, parentID, patch.sort);
    }
    if (isMoved) await settleCategoryTree(trx);
  });
  return getCategory(db, viewer, categoryID);
}

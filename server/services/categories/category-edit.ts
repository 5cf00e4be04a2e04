import type { Kysely } from "kysely";
import type { Category, CategoryPatch } from "../../../schemas/entities/category.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { getCategory, getCategoryRow } from "./categories";

/**
 * Changes a category's look (colour, icon, banner image) and answers the category as the viewer
 * sees it. The body is already validated by its schema; a field given as null clears it.
 * Throws 404 for a category the viewer cannot see.
 */
export async function patchCategory(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
  patch: CategoryPatch,
): Promise<Category> {
  await getCategoryRow(db, viewer, categoryID);
  const trimmed = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : value);
  const changes = {
    ...(patch.color !== undefined ? { color: patch.color?.toLowerCase() ?? null } : {}),
    ...(patch.iconUrl !== undefined ? { iconUrl: trimmed(patch.iconUrl) || null } : {}),
    ...(patch.bannerUrl !== undefined ? { bannerUrl: trimmed(patch.bannerUrl) || null } : {}),
  };
  await db.updateTable("categories").set(changes).where("categoryID", "=", categoryID).execute();
  return getCategory(db, viewer, categoryID);
}

import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/** The fields of a category that follow from its place in the tree. */
interface TreeRow {
  categoryID: number;
  parentCategoryID: number | null;
  depth: number;
  permissionCategoryID: number;
}

/** The IDs of the categories with permissions of their own (rows in role_permissions). */
export async function loadJunctionIDs(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom("role_permissions")
    .select("resourceID")
    .distinct()
    .where("resourceType", "=", "category")
    .execute();
  return new Set(rows.map((row) => row.resourceID));
}

/**
 * The depth and permission category each category should have: depth 1 at the top; a category with
 * permissions of its own answers to them, one without answers to the junction its parent answers to,
 * or to itself (the site-wide permissions) when there is none above it (content spec §6).
 */
export function placeCategories(
  rows: readonly TreeRow[],
  junctions: ReadonlySet<number>,
): Map<number, { depth: number; permissionCategoryID: number }> {
  const byID = new Map(rows.map((row) => [row.categoryID, row]));
  const placed = new Map<number, { depth: number; permissionCategoryID: number }>();
  const place = (row: TreeRow, hops: number): { depth: number; permissionCategoryID: number } => {
    const known = placed.get(row.categoryID);
    if (known) return known;
    const parent = row.parentCategoryID === null ? undefined : byID.get(row.parentCategoryID);
    // A broken chain (a missing parent, or a loop the writes refuse) is treated as the top.
    const above = parent && hops < 100 ? place(parent, hops + 1) : undefined;
    const own = junctions.has(row.categoryID);
    const result = {
      depth: above ? above.depth + 1 : 1,
      permissionCategoryID:
        own || !above || !junctions.has(above.permissionCategoryID)
          ? row.categoryID
          : above.permissionCategoryID,
    };
    placed.set(row.categoryID, result);
    return result;
  };
  for (const row of rows) place(row, 0);
  return placed;
}

/**
 * Brings every category's depth and permission category in line with the tree and the junctions,
 * after a category is added, moved or deleted or its permissions change. Writes only the rows that
 * differ (a move touches its subtree).
 */
export async function settleCategoryTree(db: Kysely<Database>): Promise<void> {
  const [rows, junctions] = await Promise.all([
    db
      .selectFrom("categories")
      .select(["categoryID", "parentCategoryID", "depth", "permissionCategoryID"])
      .execute(),
    loadJunctionIDs(db),
  ]);
  const placed = placeCategories(rows, junctions);
  for (const row of rows) {
    const want = placed.get(row.categoryID);
    if (!want || (want.depth === row.depth && want.permissionCategoryID === row.permissionCategoryID))
      continue;
    await db.updateTable("categories").set(want).where("categoryID", "=", row.categoryID).execute();
  }
}

/** Whether `candidateID` is `categoryID` or one of its descendants. */
export function isInSubtree(
  rows: ReadonlyArray<Pick<TreeRow, "categoryID" | "parentCategoryID">>,
  categoryID: number,
  candidateID: number,
): boolean {
  const byID = new Map(rows.map((row) => [row.categoryID, row]));
  let current = byID.get(candidateID);
  for (let hops = 0; current && hops < 100; hops += 1) {
    if (current.categoryID === categoryID) return true;
    current = current.parentCategoryID === null ? undefined : byID.get(current.parentCategoryID);
  }
  return false;
}

/**
 * Puts a category at `position` among the children of `parentID` (at the end when undefined or past
 * it) and numbers the siblings 0, 1, 2… in their new order.
 */
export async function placeAmongSiblings(
  db: Kysely<Database>,
  categoryID: number,
  parentID: number | null,
  position: number | undefined,
): Promise<void> {
  const siblings = await (
    parentID === null
      ? db
          .selectFrom("categories")
          .select(["categoryID", "sort", "name"])
          .where("parentCategoryID", "is", null)
      : db
          .selectFrom("categories")
          .select(["categoryID", "sort", "name"])
          .where("parentCategoryID", "=", parentID)
  )
    .orderBy("sort")
    .orderBy("name")
    .execute();
  const others = siblings.filter((row) => row.categoryID !== categoryID);
  const at = Math.min(position ?? others.length, others.length);
  const ordered = [...others.slice(0, at), { categoryID }, ...others.slice(at)];
  for (const [index, row] of ordered.entries()) {
    const current = siblings.find((s) => s.categoryID === row.categoryID);
    if (current && current.sort === index) continue;
    await db
      .updateTable("categories")
      .set({ sort: index })
      .where("categoryID", "=", row.categoryID)
      .execute();
  }
}

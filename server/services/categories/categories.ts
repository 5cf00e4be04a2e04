import type { Kysely, Selectable } from "kysely";
import type { Category } from "../../../schemas/entities/category.schema";
import { categoryDisplayTypes } from "../../../schemas/entities/category.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { stampedReads } from "../../db/stamped-cache";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { notFound, unauthorized } from "../../http/errors";
import { contentTranslator, translateCategory } from "../translations/translations-content";

/** A row of the categories table. */
export type CategoryRow = Selectable<Database["categories"]>;

/** The URL of a category page (our route takes the ID, so the URL uses it rather than the urlcode). */
export function categoryUrl(categoryID: number): string {
  return `/categories/${categoryID}`;
}

/**
 * True when the viewer may see the category: `discussions.view` on its permission category, so the
 * children of a junction (the Staff Room's) follow the junction (content spec §6).
 */
export function canViewCategory(viewer: Viewer, row: Pick<CategoryRow, "permissionCategoryID">): boolean {
  return hasPermission(viewer.checker, "discussions.view", {
    resourceType: "category",
    resourceID: row.permissionCategoryID,
  });
}

/** Every category the viewer can see, in tree order (parents before children, siblings by sort). */
export async function loadVisibleCategories(db: Kysely<Database>, viewer: Viewer): Promise<CategoryRow[]> {
  return (await loadCategoryScope(db, viewer)).visible;
}

/** The categories split by what one viewer may see (see {@link loadCategoryScope}). */
export interface CategoryScope {
  /** What the viewer can see, in tree order. */
  visible: CategoryRow[];
  /** Everything else: hidden by permission or under a hidden parent. */
  hidden: CategoryRow[];
}

/**
 * Every category row, read under each database's change stamp: a page asks for them from several
 * widgets at once, and they share one read until anything is written. Callers must not change them.
 */
const categoryRows = stampedReads<readonly CategoryRow[]>(1);
function allCategoryRows(db: Kysely<Database>): Promise<readonly CategoryRow[]> {
  return categoryRows(db, "all", () => db.selectFrom("categories").selectAll().execute());
}

/** Every category, split into those the viewer can see (in tree order) and the rest, in one query. */
export async function loadCategoryScope(db: Kysely<Database>, viewer: Viewer): Promise<CategoryScope> {
  const rows = await allCategoryRows(db);
  const allowed = new Map(rows.filter((row) => canViewCategory(viewer, row)).map((r) => [r.categoryID, r]));
  // A category under a hidden parent is unreachable, so it is hidden too, however deep.
  const isReachable = (row: CategoryRow): boolean => {
    let current: CategoryRow | undefined = row;
    for (let hops = 0; current && hops < 50; hops += 1) {
      if (current.parentCategoryID === null) return true;
      current = allowed.get(current.parentCategoryID);
    }
    return false;
  };
  const visible = [...allowed.values()].filter(isReachable);
  const visibleIDs = new Set(visible.map((row) => row.categoryID));
  return { visible: treeOrder(visible), hidden: rows.filter((row) => !visibleIDs.has(row.categoryID)) };
}

function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const byParent = childrenByParent(rows);
  const out: CategoryRow[] = [];
  const walk = (parentID: number | null) => {
    for (const row of byParent.get(parentID) ?? []) {
      out.push(row);
      walk(row.categoryID);
    }
  };
  walk(null);
  return out;
}

function childrenByParent(rows: CategoryRow[]): Map<number | null, CategoryRow[]> {
  const map = new Map<number | null, CategoryRow[]>();
  const ids = new Set(rows.map((row) => row.categoryID));
  for (const row of rows) {
    // A row whose parent is not among `rows` is listed as a root.
    const parentID =
      row.parentCategoryID !== null && ids.has(row.parentCategoryID) ? row.parentCategoryID : null;
    map.set(parentID, [...(map.get(parentID) ?? []), row]);
  }
  for (const list of map.values()) list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return map;
}

/** The IDs of a category and of all its descendants among `rows`. */
export function withDescendants(rows: readonly CategoryRow[], categoryID: number): number[] {
  const ids = [categoryID];
  for (let i = 0; i < ids.length; i += 1) {
    for (const row of rows) if (row.parentCategoryID === ids[i]) ids.push(row.categoryID);
  }
  return ids;
}

/** The IDs of the categories a user follows. */
export async function followedCategoryIDs(db: Kysely<Database>, userID: number): Promise<Set<number>> {
  if (userID === 0) return new Set();
  const rows = await db
    .selectFrom("category_follows")
    .select("categoryID")
    .where("userID", "=", userID)
    .execute();
  return new Set(rows.map((r) => r.categoryID));
}

/** How many members follow each category (categories no one follows are absent). */
export async function loadFollowerCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("category_follows")
    .select(["categoryID", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("categoryID")
    .execute();
  return new Map(rows.map((r) => [r.categoryID, Number(r.count)]));
}

/**
 * Presents a category row; counts of all descendants and of child categories come from the rows the
 * viewer can see, followers from {@link loadFollowerCounts}.
 */
export function presentCategory(
  row: CategoryRow,
  visible: readonly CategoryRow[],
  followed: Set<number> | null,
  followers: ReadonlyMap<number, number>,
): Category {
  const family = withDescendants(visible, row.categoryID);
  const members = visible.filter((r) => family.includes(r.categoryID));
  const displayAs = (categoryDisplayTypes as readonly string[]).includes(row.displayAs)
    ? (row.displayAs as Category["displayAs"])
    : "discussions";
  return {
    categoryID: row.categoryID,
    name: row.name,
    description: row.description,
    parentCategoryID: row.parentCategoryID,
    urlcode: row.urlcode,
    url: categoryUrl(row.categoryID),
    displayAs,
    depth: row.depth,
    countDiscussions: row.countDiscussions,
    countComments: row.countComments,
    countAllDiscussions: members.reduce((sum, r) => sum + r.countDiscussions, 0),
    countAllComments: members.reduce((sum, r) => sum + r.countComments, 0),
    countCategories: visible.filter((r) => r.parentCategoryID === row.categoryID).length,
    countFollowers: followers.get(row.categoryID) ?? 0,
    // A category answers to its own permissions, or to those of the category above it.
    customPermissions: row.permissionCategoryID === row.categoryID,
    isArchived: false,
    color: row.color ?? null,
    iconUrl: row.iconUrl ?? null,
    bannerUrl: row.bannerUrl ?? null,
    ...(followed ? { followed: followed.has(row.categoryID) } : {}),
  };
}

/** Filters of {@link listCategories}. */
export interface CategoryListQuery {
  outputFormat?: "tree" | "flat";
  parentCategoryID?: number;
  /** Levels below the parent (or below the top) to include; default 2 (Vanilla's). */
  maxDepth?: number;
  followed?: boolean;
  /** Only these categories, in this order (a chosen set). */
  categoryID?: number[];
}

/**
 * The categories the viewer can see, as a flat list or a tree: the children of `parentCategoryID`
 * (or the top level) down to `maxDepth` levels, or a chosen set, or the ones the viewer follows.
 * Throws 404 for an unknown or hidden parent.
 */
export async function listCategories(
  db: Kysely<Database>,
  viewer: Viewer,
  query: CategoryListQuery,
): Promise<Category[]> {
  const [visible, t, followers] = await Promise.all([
    loadVisibleCategories(db, viewer),
    contentTranslator(db),
    loadFollowerCounts(db),
  ]);
  const followed = viewer.userID > 0 ? await followedCategoryIDs(db, viewer.userID) : null;
  // Names and descriptions in the site's language where translated (shell spec §4).
  const present = (row: CategoryRow) =>
    translateCategory(t, presentCategory(row, visible, followed, followers));

  if (query.categoryID?.length || query.followed) {
    const chosen = query.categoryID?.length
      ? query.categoryID.flatMap((id) => visible.filter((row) => row.categoryID === id))
      : visible.filter((row) => followed?.has(row.categoryID));
    return chosen.map(present);
  }

  let baseDepth = 0;
  if (query.parentCategoryID !== undefined) {
    const parent = await getCategoryRow(db, viewer, query.parentCategoryID);
    baseDepth = parent.depth;
  }
  const maxDepth = query.maxDepth ?? 2;
  const rootID = query.parentCategoryID ?? null;
  const inRange = (row: CategoryRow) => row.depth - baseDepth <= maxDepth;
  const byParent = childrenByParent(visible);

  if (query.outputFormat === "flat") {
    const out: CategoryRow[] = [];
    const walk = (parentID: number | null) => {
      for (const row of byParent.get(parentID) ?? []) {
        if (!inRange(row)) continue;
        out.push(row);
        walk(row.categoryID);
      }
    };
    walk(rootID);
    return out.map(present);
  }
  const build = (parentID: number | null): Category[] =>
    (byParent.get(parentID) ?? []).filter(inRange).map((row) => {
      // Every record of a tree has its children, an empty list for a leaf (as in Vanilla).
      return { ...present(row), children: build(row.categoryID) };
    });
  return build(rootID);
}

/**
 * A category row the viewer may see. A hidden one (by permission or under a hidden parent) answers
 * the same 404 as a missing one, so its existence is not revealed either.
 */
export async function getCategoryRow(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
): Promise<CategoryRow> {
  const row = (await loadVisibleCategories(db, viewer)).find((r) => r.categoryID === categoryID);
  if (!row) throw notFound("Category");
  return row;
}

/** Whether the viewer may see the category: by permission and through every parent above it. */
export async function isCategoryVisible(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
): Promise<boolean> {
  return (await loadVisibleCategories(db, viewer)).some((row) => row.categoryID === categoryID);
}

/** One category as the viewer sees it (see {@link getCategoryRow} for the errors). */
export async function getCategory(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
): Promise<Category> {
  const [visible, t, followers] = await Promise.all([
    loadVisibleCategories(db, viewer),
    contentTranslator(db),
    loadFollowerCounts(db),
  ]);
  const row = visible.find((r) => r.categoryID === categoryID);
  if (!row) throw notFound("Category");
  const followed = viewer.userID > 0 ? await followedCategoryIDs(db, viewer.userID) : null;
  return translateCategory(t, presentCategory(row, visible, followed, followers));
}

/** Follows or unfollows a category for the signed-in viewer; answers the new status. */
export async function setCategoryFollow(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
  followed: boolean,
): Promise<{ followed: boolean }> {
  if (viewer.userID === 0) throw unauthorized();
  await getCategoryRow(db, viewer, categoryID);
  if (followed) {
    await db
      .insertInto("category_follows")
      .values({ userID: viewer.userID, categoryID, dateFollowed: nowISO() })
      .onConflict((oc) => oc.columns(["userID", "categoryID"]).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom("category_follows")
      .where("userID", "=", viewer.userID)
      .where("categoryID", "=", categoryID)
      .execute();
  }
  return { followed };
}

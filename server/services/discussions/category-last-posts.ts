import { sql, type Kysely } from "kysely";
import type { Category } from "../../../schemas/entities/category.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { discussionUrl } from "./discussion-presenter";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/** A category's newest discussion as categories carry it (`lastPost`). */
export type CategoryLastPost = NonNullable<Category["lastPost"]>;

/**
 * The newest discussion of each category in `categoryIDs`, keyed by category: one query for all the
 * categories (a window function ranks each category's discussions) and one for their authors.
 */
export async function loadLastPosts(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryIDs: readonly number[],
): Promise<Map<number, CategoryLastPost>> {
  const posts = new Map<number, CategoryLastPost>();
  if (categoryIDs.length === 0) return posts;
  const ranked = db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "name", "insertUserID", "dateInserted"])
    .select(
      sql<number>`row_number() over (partition by ${sql.ref("categoryID")} order by ${sql.ref("dateInserted")} desc, ${sql.ref("discussionID")} desc)`.as(
        "position",
      ),
    )
    .where("categoryID", "in", [...categoryIDs]);
  const rows = await db.selectFrom(ranked.as("ranked")).selectAll().where("position", "=", 1).execute();
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.insertUserID),
  );
  for (const row of rows) {
    const user = users.get(row.insertUserID) ?? unknownUserFragment;
    posts.set(row.categoryID, {
      discussionID: row.discussionID,
      name: row.name,
      url: discussionUrl(row.discussionID, row.name),
      dateInserted: toISO(row.dateInserted) ?? "",
      insertUser: { userID: user.userID, name: user.name, ...(user.url ? { url: user.url } : {}) },
    });
  }
  return posts;
}

/**
 * Adds `lastPost` to each category of a list or tree: the newest discussion among the category and
 * its children in the tree (so a parent shows its subcategories' activity), or null without any.
 * `descendants` gives the IDs counted for a category (its visible family).
 */
export function withLastPosts(
  categories: Category[],
  posts: ReadonlyMap<number, CategoryLastPost>,
  descendants: (categoryID: number) => readonly number[],
): Category[] {
  return categories.map((category) => {
    const newest = descendants(category.categoryID)
      .map((id) => posts.get(id))
      .filter((post): post is CategoryLastPost => post !== undefined)
      .sort((a, b) => b.dateInserted.localeCompare(a.dateInserted))[0];
    const children = category.children ? withLastPosts(category.children, posts, descendants) : undefined;
    return { ...category, lastPost: newest ?? null, ...(children ? { children } : {}) };
  });
}

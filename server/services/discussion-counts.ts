import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { badRequest } from "../http/errors";

// Counts are recounted from the rows inside the writing transaction, never incremented, so
// concurrent writes (and retries) cannot leave them off by one.

/**
 * The type of a redirect stub: a closed discussion left in the old place by a move or merge with
 * `addRedirects`, pointing at where the discussion went. Stubs are listed but never counted (the
 * discussion they point at already is).
 */
export const REDIRECT_TYPE = "redirect";

/**
 * Who commented on a discussion and which tags it carries: the users and tags whose counts change
 * when it moves or goes. Read before the write, recount after it.
 */
export async function countedWith(
  db: Kysely<Database>,
  discussionID: number,
): Promise<{ commenterIDs: number[]; tagIDs: number[] }> {
  const [commenters, tags] = await Promise.all([
    db
      .selectFrom("comments")
      .select("insertUserID")
      .distinct()
      .where("discussionID", "=", discussionID)
      .execute(),
    db.selectFrom("discussion_tags").select("tagID").where("discussionID", "=", discussionID).execute(),
  ]);
  return { commenterIDs: commenters.map((c) => c.insertUserID), tagIDs: tags.map((t) => t.tagID) };
}

/**
 * Recounts categories' discussions (not redirect stubs) and comments (the sum of the discussions'
 * live comment counts; stubs hold none). Call after the discussions' own counts are recounted.
 */
export async function recountCategories(db: Kysely<Database>, categoryIDs: Iterable<number>): Promise<void> {
  const ids = [...new Set(categoryIDs)];
  if (ids.length === 0) return;
  await db
    .updateTable("categories")
    .set((eb) => ({
      countDiscussions: eb
        .selectFrom("discussions")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("discussions.categoryID", "=", "categories.categoryID")
        .where("discussions.type", "!=", REDIRECT_TYPE),
      // The sum of its discussions' counts, which every write recounts first (recountComments): a
      // category of 10,000 discussions reads those rows, not the hundreds of thousands of comments.
      countComments: eb
        .selectFrom("discussions")
        .select((s) => s.fn.coalesce(s.fn.sum<number>("discussions.countComments"), s.lit(0)).as("n"))
        .whereRef("discussions.categoryID", "=", "categories.categoryID"),
    }))
    .where("categoryID", "in", ids)
    .execute();
}

/** Recounts users' discussions (not redirect stubs) and (non-deleted) comments. */
export async function recountUsers(db: Kysely<Database>, userIDs: Iterable<number>): Promise<void> {
  const ids = [...new Set(userIDs)].filter((id) => id > 0);
  if (ids.length === 0) return;
  await db
    .updateTable("users")
    .set((eb) => ({
      countDiscussions: eb
        .selectFrom("discussions")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("discussions.insertUserID", "=", "users.userID")
        .where("discussions.type", "!=", REDIRECT_TYPE),
      countComments: eb
        .selectFrom("comments")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("comments.insertUserID", "=", "users.userID")
        .where("comments.deleted", "=", 0),
    }))
    .where("userID", "in", ids)
    .execute();
}

/** Recounts how many discussions carry each tag. */
export async function recountTags(db: Kysely<Database>, tagIDs: Iterable<number>): Promise<void> {
  const ids = [...new Set(tagIDs)];
  if (ids.length === 0) return;
  await db
    .updateTable("tags")
    .set((eb) => ({
      countDiscussions: eb
        .selectFrom("discussion_tags")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("discussion_tags.tagID", "=", "tags.tagID"),
    }))
    .where("tagID", "in", ids)
    .execute();
}

/** Throws 400 (field `tagIDs`) when any of the IDs is not a tag. */
export async function assertTagsExist(db: Kysely<Database>, tagIDs: readonly number[]): Promise<void> {
  if (tagIDs.length === 0) return;
  const rows = await db.selectFrom("tags").select("tagID").where("tagID", "in", tagIDs).execute();
  const known = new Set(rows.map((row) => row.tagID));
  const unknown = tagIDs.filter((id) => !known.has(id));
  if (unknown.length) {
    throw badRequest("The tags are not valid.", [
      { field: "tagIDs", code: "unknown", message: `Unknown tag IDs: ${unknown.join(", ")}.` },
    ]);
  }
}

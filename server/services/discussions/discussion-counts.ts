import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { badRequest } from "../../http/errors";

// Counts are kept exact inside the writing transaction, and writing transactions run one at a time on
// both databases (PostgreSQL's take one advisory lock). A new comment, the one write that happens
// all the time, adds one to its discussion's and category's counts; every other change (a delete, a
// move, a merge) recounts from the rows, which also mends any count a past bug left wrong.

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
 * Recounts the comment counts a change (a delete, a merge, a split) touches: the discussion's count
 * and last comment, its category's count and the authors' counts. Tombstones do not count.
 * dateLastComment follows the newest comment (or the discussion's start when none is left), except on
 * a sunk discussion, which comments never move up (content spec §4 "Sink").
 */
export async function recountComments(
  trx: Transaction<Database>,
  discussion: {
    discussionID: number;
    categoryID: number;
    sink: number;
    dateInserted: string | Date;
    userIDs: readonly number[];
  },
): Promise<void> {
  const live = trx
    .selectFrom("comments")
    .where("discussionID", "=", discussion.discussionID)
    .where("deleted", "=", 0);
  const [{ n }, last] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    live
      .select(["commentID", "insertUserID", "dateInserted"])
      .orderBy("dateInserted", "desc")
      .orderBy("commentID", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  await trx
    .updateTable("discussions")
    .set({
      countComments: Number(n),
      lastCommentID: last?.commentID ?? null,
      lastCommentUserID: last?.insertUserID ?? null,
      ...(discussion.sink === 1
        ? {}
        : { dateLastComment: toISO(last?.dateInserted ?? discussion.dateInserted) ?? nowISO() }),
    })
    .where("discussionID", "=", discussion.discussionID)
    .execute();
  await recountCategories(trx, [discussion.categoryID]);
  await recountUsers(trx, discussion.userIDs);
}

/**
 * Counts a comment just inserted: one more on its discussion (which it now ends, and moves up unless
 * the discussion is sunk, content spec §4 "Sink") and on the category the discussion is in now; the
 * author's count is recounted (a short range of one index). The discussion's row is read by the
 * statements themselves, so a move or a sink that committed after the thread was loaded is honoured.
 * Nothing here reads the thread or the category's discussions, however long they are: a recount read
 * 30,000 comments of a long thread and the 2,500 discussions of its category on every post
 * (bench/scale.ts).
 */
export async function countNewComment(
  trx: Transaction<Database>,
  comment: { commentID: number; discussionID: number; insertUserID: number; dateInserted: string | Date },
): Promise<void> {
  const inserted = toISO(comment.dateInserted) ?? nowISO();
  await trx
    .updateTable("discussions")
    .set((eb) => ({
      countComments: eb("countComments", "+", 1),
      lastCommentID: comment.commentID,
      lastCommentUserID: comment.insertUserID,
      // Stored as written (text on SQLite, timestamptz on PostgreSQL); the column reads back as either.
      dateLastComment: eb
        .case()
        .when("sink", "=", 1)
        .then(eb.ref("dateLastComment"))
        .else(inserted)
        .end()
        .$castTo<string>(),
    }))
    .where("discussionID", "=", comment.discussionID)
    .execute();
  await trx
    .updateTable("categories")
    .set((eb) => ({ countComments: eb("countComments", "+", 1) }))
    .where("categoryID", "=", (eb) =>
      eb.selectFrom("discussions").select("categoryID").where("discussionID", "=", comment.discussionID),
    )
    .execute();
  await recountUsers(trx, [comment.insertUserID]);
}

/**
 * Recounts categories' discussions (not redirect stubs) and comments (the sum of the discussions'
 * live comment counts; stubs hold none). Call after the discussions' own counts are recounted.
 */
export async function recountCategories(
  db: Kysely<Database>,
  categoryIDs: Iterable<number> | "all",
): Promise<void> {
  const ids = categoryIDs === "all" ? "all" : [...new Set(categoryIDs)];
  if (ids !== "all" && ids.length === 0) return;
  await db
    .updateTable("categories")
    .set((eb) => ({
      countDiscussions: eb
        .selectFrom("discussions")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("discussions.categoryID", "=", "categories.categoryID")
        .where("discussions.type", "!=", REDIRECT_TYPE),
      // The sum of its discussions' counts, which every write brings up to date first: a
      // category of 10,000 discussions reads those rows, not the hundreds of thousands of comments.
      countComments: eb
        .selectFrom("discussions")
        .select((s) => s.fn.coalesce(s.fn.sum<number>("discussions.countComments"), s.lit(0)).as("n"))
        .whereRef("discussions.categoryID", "=", "categories.categoryID"),
    }))
    .$if(ids !== "all", (q) => q.where("categoryID", "in", ids as number[]))
    .execute();
}

/** Recounts users' discussions (not redirect stubs) and (non-deleted) comments. */
export async function recountUsers(db: Kysely<Database>, userIDs: Iterable<number> | "all"): Promise<void> {
  const ids = userIDs === "all" ? "all" : [...new Set(userIDs)].filter((id) => id > 0);
  if (ids !== "all" && ids.length === 0) return;
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
    .$if(ids !== "all", (q) => q.where("userID", "in", ids as number[]))
    .execute();
}

/** Recounts how many discussions carry each tag. */
export async function recountTags(db: Kysely<Database>, tagIDs: Iterable<number> | "all"): Promise<void> {
  const ids = tagIDs === "all" ? "all" : [...new Set(tagIDs)];
  if (ids !== "all" && ids.length === 0) return;
  await db
    .updateTable("tags")
    .set((eb) => ({
      countDiscussions: eb
        .selectFrom("discussion_tags")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("discussion_tags.tagID", "=", "tags.tagID"),
    }))
    .$if(ids !== "all", (q) => q.where("tagID", "in", ids as number[]))
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

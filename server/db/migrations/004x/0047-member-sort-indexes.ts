import { sql, type Kysely, type Migration } from "kysely";

/**
 * The members list's orders by join date, last activity and post count (`GET /users` `sort`), each
 * read in index order from a cursor with the user ID as tiebreak, so a deep page skips no rows. Last
 * activity falls back to the join date for a member never seen since, and the post count is
 * discussions plus comments: the list's queries use these very expressions, so the indexes serve them.
 */
export const memberSortIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("users_joined").on("users").columns(["dateInserted", "userID"]).execute();
    await sql`create index users_last_active on users ((coalesce(${sql.ref("dateLastActive")}, ${sql.ref("dateInserted")})), ${sql.ref("userID")})`.execute(
      db,
    );
    await sql`create index users_posts on users ((${sql.ref("countDiscussions")} + ${sql.ref("countComments")}), ${sql.ref("userID")})`.execute(
      db,
    );
  },
};

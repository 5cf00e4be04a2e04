import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * The addons' records. Whether an addon is on is a site setting (`addons.<key>.enabled` in `config`);
 * what the addons keep lives here: the Q&A addon's accepted answer of each question (one per
 * question), and the Polls addon's polls, their options and one vote per member per poll.
 */
export function addonsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("qna_answers")
        .addColumn("discussionID", "integer", (col) =>
          col.primaryKey().references("discussions.discussionID").onDelete("cascade"),
        )
        .addColumn("commentID", "integer", (col) =>
          col.notNull().references("comments.commentID").onDelete("cascade"),
        )
        .addColumn("acceptUserID", "integer", (col) => col.notNull())
        .addColumn("dateAccepted", c.timestamp, (col) => col.notNull())
        .execute();
      await c
        .id(db.schema.createTable("polls"), "pollID")
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await c
        .id(db.schema.createTable("poll_options"), "pollOptionID")
        .addColumn("pollID", "integer", (col) => col.notNull().references("polls.pollID").onDelete("cascade"))
        .addColumn("body", "varchar(200)", (col) => col.notNull())
        .addColumn("sort", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex("poll_options_poll")
        .on("poll_options")
        .columns(["pollID", "sort"])
        .execute();
      await db.schema
        .createTable("poll_votes")
        .addColumn("pollID", "integer", (col) => col.notNull().references("polls.pollID").onDelete("cascade"))
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("pollOptionID", "integer", (col) =>
          col.notNull().references("poll_options.pollOptionID").onDelete("cascade"),
        )
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("poll_votes_pk", ["pollID", "userID"])
        .execute();
      await db.schema.createIndex("poll_votes_option").on("poll_votes").column("pollOptionID").execute();
    },
  };
}

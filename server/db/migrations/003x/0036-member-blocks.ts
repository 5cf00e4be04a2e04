import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Who a member blocked (`PUT /users/{id}/block`), and whom a member takes private messages from
 * (`messagesFrom`): a blocked member, or anyone outside the chosen circle, cannot start a
 * conversation with them, add them to one, or write to them (server/services/abuse/member-blocks.ts).
 */
export function memberBlocksMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_blocks")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("blockedUserID", "integer", (col) =>
          col.notNull().references("users.userID").onDelete("cascade"),
        )
        .addColumn("dateBlocked", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("user_blocks_pk", ["userID", "blockedUserID"])
        .execute();
      await db.schema.createIndex("user_blocks_blocked").on("user_blocks").column("blockedUserID").execute();
      await db.schema
        .createTable("message_preferences")
        .addColumn("userID", "integer", (col) =>
          col.primaryKey().references("users.userID").onDelete("cascade"),
        )
        .addColumn("messagesFrom", "varchar(20)", (col) => col.notNull().defaultTo("everyone"))
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
    },
  };
}

import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * The bans and unbans of members (`PUT /users/{id}/ban`): whose, by whom, why and when, newest last.
 * `users.banned` stays the member's current state (what every request checks); these rows keep the
 * reasons the members page shows. Roles' per-category permissions need no change: `role_permissions`
 * holds them already (resource type and ID).
 */
export function memberBansMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("user_bans"), "banID")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("banned", "integer", c.bool)
        .addColumn("reason", "varchar(500)", (col) => col.notNull().defaultTo(""))
        .addColumn("insertUserID", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("user_bans_user").on("user_bans").columns(["userID", "banID"]).execute();
    },
  };
}

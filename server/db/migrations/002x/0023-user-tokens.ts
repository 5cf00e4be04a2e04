import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * One-time tokens mailed to a member (server/services/account/user-tokens.ts): a password reset link, an
 * email confirmation link. Only the token's SHA-256 hash is stored; a token works until it expires
 * or is used, whichever comes first.
 */
export function userTokensMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_tokens")
        .addColumn("tokenHash", "varchar(64)", (col) => col.primaryKey())
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("purpose", "varchar(20)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateExpires", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("user_tokens_user")
        .on("user_tokens")
        .columns(["userID", "purpose"])
        .execute();
      await db.schema.createIndex("user_tokens_expires").on("user_tokens").column("dateExpires").execute();
    },
  };
}

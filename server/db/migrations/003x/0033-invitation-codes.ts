import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * One code per invited address (server/services/account/invitations.ts): the mailed link carries it to the
 * registration page, which an invitation-only site (`registration.method` "invitation") requires.
 * Only the code's SHA-256 hash is stored; a code works once, until it expires. A pending sign-up
 * keeps the hash of the code it came with, so confirming it can spend the code.
 */
export function invitationCodesMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("invitations")
        .addColumn("codeHash", "varchar(64)", (col) => col.primaryKey())
        .addColumn("email", "varchar(200)", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) =>
          col.notNull().references("users.userID").onDelete("cascade"),
        )
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateExpires", c.timestamp, (col) => col.notNull())
        .addColumn("dateAccepted", c.timestamp)
        .addColumn("acceptedUserID", "integer", (col) => col.references("users.userID").onDelete("set null"))
        .execute();
      await db.schema.createIndex("invitations_expires").on("invitations").column("dateExpires").execute();
      await db.schema.alterTable("registrations").addColumn("invitationCodeHash", "varchar(64)").execute();
    },
  };
}

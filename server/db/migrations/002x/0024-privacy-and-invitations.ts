import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";
import type { Database } from "../../types";

/** The roles that may invite people by email (`POST /invitations`, permission `invitations.add`). */
const INVITING_ROLE_TYPES = ["member", "moderator", "administrator"] as const;

/**
 * Each member's analytics privacy choice (`GET/POST /analytics/privacy`, shell spec §4, §7): one row
 * per member who chose; without a row the choice is -1 (the site's default). Also grants
 * `invitations.add` to the built-in member, moderator and administrator roles of sites made before
 * it existed (new sites get it from the role definitions).
 */
export function privacyAndInvitationsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable("privacy_choices")
        .addColumn("userID", "integer", (col) =>
          col.primaryKey().references("users.userID").onDelete("cascade"),
        )
        .addColumn("anonymizeData", "integer", (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
      const db = untyped as Kysely<Database>;
      const roles = await db
        .selectFrom("roles")
        .select("roleID")
        .where("type", "in", INVITING_ROLE_TYPES)
        .execute();
      const granted = new Set(
        (
          await db
            .selectFrom("role_permissions")
            .select("roleID")
            .where("permission", "=", "invitations.add")
            .where("resourceType", "=", "global")
            .execute()
        ).map((row) => row.roleID),
      );
      const missing = roles.filter((role) => !granted.has(role.roleID));
      if (missing.length === 0) return;
      await db
        .insertInto("role_permissions")
        .values(
          missing.map(({ roleID }) => ({
            roleID,
            resourceType: "global",
            resourceID: 0,
            permission: "invitations.add",
            allowed: 1,
          })),
        )
        .execute();
    },
  };
}

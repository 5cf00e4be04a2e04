import { sql, type Kysely, type Migration } from "kysely";
import { columns, type Dialect } from "../../columns";
import type { Database } from "../../types";

/**
 * Fragment history (custom fragments: drafts, commits, rollback): `fragment_revisions` holds every
 * revision of a fragment's code, a fragment at most one draft; `fragments.activeRevisionUUID` names
 * the committed revision pages load (null while nothing is committed). Each stored fragment's code
 * becomes its first committed, active revision. `fragment_disclosures` records who accepted the
 * developer warning. The built-in Administrator role gets `fragments.manage` (saving code that runs
 * on every page) on sites made before it existed.
 */
export function fragmentRevisionsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable("fragment_revisions")
        .addColumn("fragmentRevisionUUID", "varchar(36)", (col) => col.primaryKey())
        .addColumn("fragmentUUID", "varchar(36)", (col) =>
          col.notNull().references("fragments.fragmentUUID").onDelete("cascade"),
        )
        .addColumn("js", "text", (col) => col.notNull())
        .addColumn("jsRaw", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("css", "text", (col) => col.notNull().defaultTo(""))
        // JSON text: the preview data sets, and the declared widget type (CustomFragment) or null.
        .addColumn("previewData", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("customWidget", "text")
        // "draft" or "committed"; which committed one is active is the fragment's.
        .addColumn("status", "varchar(20)", (col) => col.notNull())
        .addColumn("commitMessage", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("commitDescription", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await untyped.schema
        .createIndex("fragment_revisions_fragment")
        .on("fragment_revisions")
        .columns(["fragmentUUID", "dateInserted"])
        .execute();
      await untyped.schema.alterTable("fragments").addColumn("activeRevisionUUID", "varchar(36)").execute();
      await sql`insert into fragment_revisions ("fragmentRevisionUUID", "fragmentUUID", "js", "jsRaw", "css",
          "previewData", "customWidget", "status", "commitMessage", "commitDescription", "insertUserID", "dateInserted")
        select "fragmentRevisionUUID", "fragmentUUID", "js", '', "css", '[]', null, 'committed', '', '',
          "insertUserID", coalesce("dateUpdated", "dateInserted")
        from fragments`.execute(untyped);
      await sql`update fragments set "activeRevisionUUID" = "fragmentRevisionUUID"`.execute(untyped);
      for (const column of ["js", "css", "fragmentRevisionUUID"]) {
        await untyped.schema.alterTable("fragments").dropColumn(column).execute();
      }

      await untyped.schema
        .createTable("fragment_disclosures")
        .addColumn("userID", "integer", (col) =>
          col.primaryKey().references("users.userID").onDelete("cascade"),
        )
        .addColumn("dateAccepted", c.timestamp, (col) => col.notNull())
        .execute();

      const db = untyped as Kysely<Database>;
      const admins = await db
        .selectFrom("roles")
        .select("roleID")
        .where("type", "=", "administrator")
        .execute();
      const granted = new Set(
        (
          await db
            .selectFrom("role_permissions")
            .select("roleID")
            .where("permission", "=", "fragments.manage")
            .where("resourceType", "=", "global")
            .execute()
        ).map((row) => row.roleID),
      );
      const missing = admins.filter((role) => !granted.has(role.roleID));
      if (missing.length === 0) return;
      await db
        .insertInto("role_permissions")
        .values(
          missing.map(({ roleID }) => ({
            roleID,
            resourceType: "global",
            resourceID: 0,
            permission: "fragments.manage",
            allowed: 1,
          })),
        )
        .execute();
    },
  };
}

import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * A category's look: an optional colour (`#rrggbb`), icon and banner image address (Vanilla's
 * `iconUrl` and `bannerUrl`). All three are nullable text, so existing categories keep none.
 */
export function categoryAppearanceMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("categories").addColumn("color", "varchar(7)").execute();
      await db.schema.alterTable("categories").addColumn("iconUrl", "varchar(500)").execute();
      await db.schema.alterTable("categories").addColumn("bannerUrl", "varchar(500)").execute();
    },
  };
}

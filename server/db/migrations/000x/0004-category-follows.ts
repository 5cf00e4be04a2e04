import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/** Which categories each member follows (`PUT /categories/{id}/follow`, `GET /categories?followed=true`). */
export function categoryFollowsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("category_follows")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("categoryID", "integer", (col) =>
          col.notNull().references("categories.categoryID").onDelete("cascade"),
        )
        .addColumn("dateFollowed", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("category_follows_pk", ["userID", "categoryID"])
        .execute();
      await db.schema
        .createIndex("category_follows_category")
        .on("category_follows")
        .column("categoryID")
        .execute();
    },
  };
}

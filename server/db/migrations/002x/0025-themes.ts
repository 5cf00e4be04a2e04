import type { Kysely, Migration } from "kysely";
import { columns, nowISO, type Dialect } from "../../columns";
import type { Database } from "../../types";

/**
 * The built-in themes as they were when this migration was written, stored as their first revision
 * (a copy: the live list in `server/services/themes/themes-builtin.ts` may change later).
 */
const builtinThemes: readonly { themeID: string; name: string; variables: Record<string, unknown> }[] = [
  {
    themeID: "keystone",
    name: "Keystone",
    variables: {
      preset: "light",
      colors: {
        primary: "#0b64c6",
        primaryHover: "#0953a6",
        onPrimary: "#ffffff",
        fg: "#1f2328",
        muted: "#59636e",
        bg: "#ffffff",
        bgAlt: "#f5f7fa",
        border: "#d0d7de",
        error: "#b3261e",
        errorBg: "#fdecea",
      },
    },
  },
  {
    themeID: "keystone-dark",
    name: "Keystone Dark",
    variables: {
      preset: "dark",
      colors: {
        primary: "#609ada",
        primaryHover: "#85b2e3",
        onPrimary: "#0d1117",
        fg: "#e6edf3",
        muted: "#9198a1",
        bg: "#161b22",
        bgAlt: "#0d1117",
        border: "#3d444d",
        error: "#f2b8b5",
        errorBg: "#3b1d1b",
      },
    },
  },
  {
    themeID: "harbour",
    name: "Harbour",
    variables: {
      preset: "light",
      colors: {
        primary: "#b4532a",
        primaryHover: "#963f1c",
        onPrimary: "#ffffff",
        fg: "#2b2118",
        muted: "#6b5a4b",
        bg: "#fffaf3",
        bgAlt: "#f6ecdf",
        border: "#e0cfbb",
        error: "#b3261e",
        errorBg: "#fdecea",
      },
      sizes: {
        radius: 10,
      },
      banner: {
        bg: "#f6ecdf",
        fg: "#2b2118",
      },
    },
  },
];

/**
 * Themes (content spec §3, §4, §7): one row per theme naming its active revision, every revision's
 * variables (a revision is never changed; a change makes a new one), and the theme each
 * administrator is previewing. The site's current theme is the `ui.themeKey` config value (and
 * `ui.mobileThemeKey` for phones). Plaza's built-in themes are stored as their first revision.
 */
export function themesMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .createTable("themes")
        .addColumn("themeID", "varchar(100)", (col) => col.primaryKey())
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        .addColumn("parentTheme", "varchar(100)")
        .addColumn("isBuiltin", "integer", c.bool)
        .addColumn("revisionID", "integer", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .execute();
      await c
        .id(untyped.schema.createTable("theme_revisions"), "revisionID")
        .addColumn("themeID", "varchar(100)", (col) =>
          col.notNull().references("themes.themeID").onDelete("cascade"),
        )
        .addColumn("revisionName", "varchar(200)", (col) => col.notNull().defaultTo(""))
        .addColumn("variables", c.json, (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await untyped.schema
        .createIndex("theme_revisions_theme")
        .on("theme_revisions")
        .columns(["themeID", "revisionID"])
        .execute();
      await untyped.schema
        .createTable("theme_previews")
        .addColumn("userID", "integer", (col) =>
          col.primaryKey().references("users.userID").onDelete("cascade"),
        )
        .addColumn("themeID", "varchar(100)", (col) =>
          col.notNull().references("themes.themeID").onDelete("cascade"),
        )
        .addColumn("revisionID", "integer", (col) =>
          col.notNull().references("theme_revisions.revisionID").onDelete("cascade"),
        )
        .addColumn("redirect", "varchar(500)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();

      const db = untyped as Kysely<Database>;
      const now = nowISO();
      for (const builtin of builtinThemes) {
        await db
          .insertInto("themes")
          .values({
            themeID: builtin.themeID,
            name: builtin.name,
            parentTheme: null,
            isBuiltin: 1,
            revisionID: 0,
            insertUserID: 0,
            dateInserted: now,
            dateUpdated: null,
          })
          .execute();
        const { revisionID } = await db
          .insertInto("theme_revisions")
          .values({
            themeID: builtin.themeID,
            revisionName: "",
            variables: JSON.stringify(builtin.variables),
            insertUserID: 0,
            dateInserted: now,
          })
          .returning("revisionID")
          .executeTakeFirstOrThrow();
        await db.updateTable("themes").set({ revisionID }).where("themeID", "=", builtin.themeID).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("theme_previews").execute();
      await db.schema.dropTable("theme_revisions").execute();
      await db.schema.dropTable("themes").execute();
    },
  };
}

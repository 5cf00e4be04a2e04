import type { Kysely, Migration } from "kysely";
import { nowISO, readJsonColumn } from "../../columns";
import type { Database } from "../../types";

/** Harbour's first primary colour: links on its panels (`#f6ecdf`) were 4.27:1, under WCAG AA's 4.5:1. */
const FIRST_PRIMARY = "#b4532a";
const FIRST_PRIMARY_HOVER = "#963f1c";

/** The darker pair (links 4.92:1 on panels, white on it 5.75:1), a copy of the built-in list's. */
const READABLE_PRIMARY = "#a64b24";
const READABLE_PRIMARY_HOVER = "#8c3d1b";

/**
 * The built-in Harbour theme gets readable links as a new revision, unless the site already changed
 * its primary colour (its own choice stays; the theme editor warns about it). Earlier revisions stay
 * in the theme's history, so the first colours can be restored.
 */
export const harbourContrastMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const harbour = await db
      .selectFrom("themes")
      .select("revisionID")
      .where("themeID", "=", "harbour")
      .executeTakeFirst();
    if (!harbour) return;
    const revision = await db
      .selectFrom("theme_revisions")
      .select("variables")
      .where("revisionID", "=", harbour.revisionID)
      .executeTakeFirst();
    if (!revision) return;
    const variables = readJsonColumn(revision.variables) as { colors?: Record<string, string> } | null;
    const colors = variables?.colors;
    if (colors?.primary?.toLowerCase() !== FIRST_PRIMARY) return;
    const next = {
      ...variables,
      colors: {
        ...colors,
        primary: READABLE_PRIMARY,
        primaryHover:
          colors.primaryHover?.toLowerCase() === FIRST_PRIMARY_HOVER
            ? READABLE_PRIMARY_HOVER
            : colors.primaryHover,
      },
    };
    const now = nowISO();
    const { revisionID } = await db
      .insertInto("theme_revisions")
      .values({
        themeID: "harbour",
        revisionName: "Readable links",
        variables: JSON.stringify(next),
        insertUserID: 0,
        dateInserted: now,
      })
      .returning("revisionID")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("themes")
      .set({ revisionID, dateUpdated: now })
      .where("themeID", "=", "harbour")
      .execute();
  },
};

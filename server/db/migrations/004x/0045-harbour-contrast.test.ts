// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { buildTestApp } from "../../../../tests/helpers/server";
import { readJsonColumn } from "../../columns";
import { harbourContrastMigration } from "./0045-harbour-contrast";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

/** Harbour's active revision as migration 0025 stored it, with `colors` laid over its colours. */
async function harbourAt(colors: Record<string, string>): Promise<void> {
  const first = await app.db
    .selectFrom("theme_revisions")
    .select(["revisionID", "variables"])
    .where("themeID", "=", "harbour")
    .orderBy("revisionID")
    .executeTakeFirstOrThrow();
  const variables = readJsonColumn(first.variables) as { colors: Record<string, string> };
  const { revisionID } = await app.db
    .insertInto("theme_revisions")
    .values({
      themeID: "harbour",
      revisionName: "",
      variables: JSON.stringify({ ...variables, colors: { ...variables.colors, ...colors } }),
      insertUserID: 0,
      dateInserted: "2026-01-01T00:00:00.000Z",
    })
    .returning("revisionID")
    .executeTakeFirstOrThrow();
  await app.db.updateTable("themes").set({ revisionID }).where("themeID", "=", "harbour").execute();
}

async function activeHarbour() {
  const theme = await app.db
    .selectFrom("themes")
    .innerJoin("theme_revisions", "theme_revisions.revisionID", "themes.revisionID")
    .select(["theme_revisions.revisionID", "theme_revisions.revisionName", "theme_revisions.variables"])
    .where("themes.themeID", "=", "harbour")
    .executeTakeFirstOrThrow();
  return { ...theme, variables: readJsonColumn(theme.variables) as { colors: Record<string, string> } };
}

describe("migration 0045-harbour-contrast", () => {
  it("gives Harbour's first colours darker links as a new revision, keeping the rest", async () => {
    await harbourAt({ primary: "#b4532a", primaryHover: "#963f1c" });
    const before = await activeHarbour();
    await harbourContrastMigration.up(app.db as unknown as Kysely<unknown>);
    const after = await activeHarbour();
    expect(after.revisionID).toBeGreaterThan(before.revisionID);
    expect(after.revisionName).toBe("Readable links");
    expect(after.variables.colors).toEqual({
      ...before.variables.colors,
      primary: "#a64b24",
      primaryHover: "#8c3d1b",
    });
  });

  it("leaves a primary colour the site chose itself", async () => {
    await harbourAt({ primary: "#123456" });
    const before = await activeHarbour();
    await harbourContrastMigration.up(app.db as unknown as Kysely<unknown>);
    expect(await activeHarbour()).toEqual(before);
  });
});

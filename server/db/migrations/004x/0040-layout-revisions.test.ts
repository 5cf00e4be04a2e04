// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { PostgresAdapter, type Kysely } from "kysely";
import { buildTestApp } from "../../../../tests/helpers/server";
import { buildUser } from "../../../../tests/helpers/factories";
import { readJsonColumn, toISO } from "../../columns";
import { layoutRevisionsMigration } from "./0040-layout-revisions";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

describe("migration 0040-layout-revisions", () => {
  it("keeps each layout stored before it as its first revision, by whoever last changed it", async () => {
    const author = await buildUser(app.db, { roles: ["administrator"] });
    const editor = await buildUser(app.db, { roles: ["administrator"] });
    const definition = [{ $hydrate: "react.section.1-column" }];
    const { layoutID } = await app.db
      .insertInto("layouts")
      .values({
        name: "Old",
        layoutViewType: "home",
        definition: JSON.stringify(definition),
        titleBar: JSON.stringify({ $hydrate: "react.titlebar" }),
        insertUserID: author.userID,
        updateUserID: editor.userID,
        dateInserted: "2025-01-01T00:00:00.000Z",
        dateUpdated: "2025-02-01T00:00:00.000Z",
      })
      .returning("layoutID")
      .executeTakeFirstOrThrow();
    // The database as it was before the migration.
    await app.db.schema.dropTable("layout_drafts").execute();
    await app.db.schema.dropTable("layout_revisions").execute();

    const dialect = app.db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
    await layoutRevisionsMigration(dialect).up(app.db as unknown as Kysely<unknown>);

    const revisions = await app.db.selectFrom("layout_revisions").selectAll().execute();
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ layoutID, insertUserID: editor.userID });
    expect(toISO(revisions[0]!.dateInserted)).toBe("2025-02-01T00:00:00.000Z");
    expect(readJsonColumn(revisions[0]!.definition)).toEqual(definition);
    expect(await app.db.selectFrom("layout_drafts").selectAll().execute()).toEqual([]);
  });
});

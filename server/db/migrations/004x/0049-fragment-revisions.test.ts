// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { buildTestApp } from "../../../../tests/helpers/server";
import { buildUser } from "../../../../tests/helpers/factories";
import { toISO } from "../../columns";
import { fragmentsMigration } from "../000x/0006-fragments";
import { fragmentRevisionsMigration } from "./0049-fragment-revisions";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

describe("migration 0049-fragment-revisions", () => {
  it("makes each stored fragment's code its committed, active first revision and lets administrators save fragments", async () => {
    const author = await buildUser(app.db, { roles: ["administrator"] });
    const db = app.db as unknown as Kysely<unknown>;
    const dialect = app.db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
    // The database as it was before the migration.
    await db.schema.dropTable("fragment_disclosures").execute();
    await db.schema.dropTable("fragment_revisions").execute();
    await db.schema.dropTable("fragments").execute();
    await fragmentsMigration(dialect).up(db);
    await app.db.deleteFrom("role_permissions").where("permission", "=", "fragments.manage").execute();
    await sql`insert into fragments ("fragmentUUID", "fragmentRevisionUUID", "fragmentType", "name", "js", "css",
        "dateInserted", "dateUpdated", "insertUserID")
      values ('f-1', 'r-1', 'BannerFragment', 'Old banner', 'export default () => null;', '.a{}',
        '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', ${author.userID})`.execute(db);

    await fragmentRevisionsMigration(dialect).up(db);

    const fragments = await app.db.selectFrom("fragments").selectAll().execute();
    expect(fragments).toEqual([
      expect.objectContaining({ fragmentUUID: "f-1", name: "Old banner", activeRevisionUUID: "r-1" }),
    ]);
    const revisions = await app.db.selectFrom("fragment_revisions").selectAll().execute();
    expect(revisions).toEqual([
      expect.objectContaining({
        fragmentRevisionUUID: "r-1",
        fragmentUUID: "f-1",
        js: "export default () => null;",
        jsRaw: "",
        css: ".a{}",
        status: "committed",
        customWidget: null,
        previewData: "[]",
        insertUserID: author.userID,
      }),
    ]);
    expect(toISO(revisions[0]!.dateInserted)).toBe("2025-02-01T00:00:00.000Z");

    const granted = await app.db
      .selectFrom("role_permissions")
      .innerJoin("roles", "roles.roleID", "role_permissions.roleID")
      .select(["roles.type", "role_permissions.allowed"])
      .where("permission", "=", "fragments.manage")
      .execute();
    expect(granted).toEqual([{ type: "administrator", allowed: 1 }]);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import { readSiteConfig, writeSiteConfig } from "./config";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("readSiteConfig", () => {
  it("shares one read between callers at once, gives each a copy of its own, and sees a write at once", async () => {
    app = await buildTestApp();
    const statements: string[] = [];
    const executor = app.db.getExecutor() as unknown as {
      executeQuery: (query: { sql: string }, id: unknown) => Promise<unknown>;
    };
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = (query, id) => {
      statements.push(query.sql);
      return execute(query, id);
    };
    const [a, b] = await Promise.all([readSiteConfig(app.db), readSiteConfig(app.db)]);
    expect(statements.filter((sql) => sql.includes(`from "config"`))).toHaveLength(1);
    expect(a).toEqual(b);
    (a as Record<string, unknown>)["ui.siteName"] = "Changed by a caller";
    expect((await readSiteConfig(app.db))["ui.siteName"]).not.toBe("Changed by a caller");

    await writeSiteConfig(app.db, { "ui.siteName": "Harbour Forum" });
    expect((await readSiteConfig(app.db))["ui.siteName"]).toBe("Harbour Forum");
  });
});

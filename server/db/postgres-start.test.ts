// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openPostgres } from "./postgres";
import { createTestDatabase, TEST_DATABASE_URL } from "../../tests/helpers/test-database";

describe.skipIf(!TEST_DATABASE_URL)("servers starting together on one PostgreSQL database", () => {
  it("each one starts, though all install the change announcement at the same moment", async () => {
    const database = await createTestDatabase("none");
    const started = await Promise.allSettled(
      Array.from({ length: 6 }, () => openPostgres(database.url, { poolSize: 2 })),
    );
    try {
      expect(
        started.map((result) => (result.status === "rejected" ? String(result.reason) : "started")),
      ).toEqual(Array(6).fill("started"));
    } finally {
      for (const result of started) if (result.status === "fulfilled") await result.value.close();
      await database.drop();
    }
  });
});

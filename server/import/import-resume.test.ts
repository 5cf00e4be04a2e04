// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import { writePorterExport } from "../../tests/helpers/porter-export";
import { importExport } from "./import-run";
import { community, exportsFolder, mediaSkipped } from "./import.fixtures";

const fileIn = exportsFolder();

describe("an import stopped halfway", () => {
  it("resumes from its last checkpoint and ends with the same rows and counts, nothing doubled", async () => {
    const file = writePorterExport(fileIn("resume.txt"), community());
    const whole = await buildTestApp();
    const halves = await buildTestApp();
    try {
      const uploadsUrl = "https://files.example.com/old/";
      await importExport(whole.db, file, { uploadsUrl });
      // Stopped after 7 rows of the tables, then after 12 more: three runs in all. The later runs keep
      // the uploads address the first was given, and refuse another.
      await importExport(halves.db, file, { stopAfterRows: 7, uploadsUrl });
      expect(await halves.db.selectFrom("users").select("userID").execute()).toHaveLength(4);
      expect(await halves.db.selectFrom("discussions").select("discussionID").execute()).toEqual([]);
      await expect(
        importExport(halves.db, file, { uploadsUrl: "https://elsewhere.example.com/" }),
      ).rejects.toThrow(/started with --uploads-url https:\/\/files\.example\.com\/old\//);
      await importExport(halves.db, file, { stopAfterRows: 12 });
      const report = await importExport(halves.db, file);
      expect(report.resumed).toBe(true);
      expect(report.tables.Comment).toEqual({
        read: 5,
        imported: 4,
        skipped: { "discussion not in the file": 1 },
      });
      for (const table of [
        "users",
        "user_roles",
        "categories",
        "discussions",
        "comments",
        "reactions",
        "messages",
        "role_permissions",
        "media",
      ] as const) {
        const count = async (app: FastifyInstance) =>
          Number(
            (
              await app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect([table, await count(halves)]).toEqual([table, await count(whole)]);
      }
      const counts = (app: FastifyInstance) =>
        app.db
          .selectFrom("users")
          .select(["userID", "countDiscussions", "countComments"])
          .orderBy("userID")
          .execute();
      expect(await counts(halves)).toEqual(await counts(whole));
      // The files of the last run found their posts' authors and the address of the first.
      const files = (app: FastifyInstance) =>
        app.db.selectFrom("media").select(["mediaID", "url", "insertUserID"]).orderBy("mediaID").execute();
      expect(await files(halves)).toEqual(await files(whole));
      expect(report.tables.Media).toEqual({ read: 9, imported: 5, skipped: mediaSkipped });
    } finally {
      await whole.close();
      await halves.close();
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import { writePorterExport } from "../../tests/helpers/porter-export";
import { importExport } from "./import-run";
import { exportsFolder } from "./import.fixtures";

const fileIn = exportsFolder();

describe("members who moved in", () => {
  it("sign in with their old forum's password (phpass from the header's HashMethod), which is then re-hashed", async () => {
    const file = writePorterExport(
      fileIn("passwords.txt"),
      [
        {
          name: "User",
          columns: ["UserID", "Name", "Email", "Password", "DateInserted"],
          // Openwall phpass's published test vector: "test12345".
          rows: [
            [7, "oldtimer", "old@example.com", "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0", "2009-01-01 00:00:00"],
          ],
        },
      ],
      "phpBB 3",
      "phpBB",
    );
    const site = await buildTestApp();
    try {
      await importExport(site.db, file);
      const signIn = (password: string) =>
        site.inject({
          method: "POST",
          url: "/api/v2/session",
          headers: writeHeaders,
          payload: { username: "oldtimer", password },
        });
      expect((await signIn("wrong")).statusCode).toBe(401);
      expect((await signIn("test12345")).statusCode).toBe(200);
      const { passwordHash } = await site.db
        .selectFrom("users")
        .select("passwordHash")
        .where("userID", "=", 7)
        .executeTakeFirstOrThrow();
      expect(passwordHash).toMatch(/^scrypt\$/);
      expect((await signIn("test12345")).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});

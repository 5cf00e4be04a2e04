// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { writePorterExport } from "../../tests/helpers/porter-export";
import { importExport, NO_UPLOADS_URL } from "./import-run";
import { PorterFormatError } from "./porter-reader";
import { community, emptyCommunity, exportsFolder, mediaSkipped } from "./import.fixtures";

const fileIn = exportsFolder();
const site = emptyCommunity();

describe("npm run import: checking the file first", () => {
  it("refuses a file that is not an export, a malformed one and a cut one, with the line, writing nothing", async () => {
    const app = site();
    const notExport = fileIn("not.txt");
    fs.writeFileSync(notExport, "id,name\n1,a\n");
    await expect(importExport(app.db, notExport)).rejects.toThrow(
      /Line 1: this is not a Vanilla export file/,
    );

    const good = writePorterExport(fileIn("good.txt"), community());
    const lines = fs.readFileSync(good, "utf8").split("\n");
    const badAt = lines.findIndex((line) => line.startsWith("100,"));
    const malformed = fileIn("malformed.txt");
    fs.writeFileSync(
      malformed,
      [...lines.slice(0, badAt), `100,10,2,"unclosed`, ...lines.slice(badAt + 1)].join("\n"),
    );
    const error = await importExport(app.db, malformed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorterFormatError);
    expect((error as PorterFormatError).line).toBe(badAt + 1);

    const cut = fileIn("cut.txt");
    fs.writeFileSync(cut, lines.slice(0, badAt + 2).join("\n"));
    await expect(importExport(app.db, cut)).rejects.toThrow(/cut short/);

    expect(await app.db.selectFrom("users").select("userID").execute()).toEqual([]);
    expect(await app.db.selectFrom("import_runs").select("fileKey").execute()).toEqual([]);
  });

  it("a dry run reports what it would import and skip, and writes nothing", async () => {
    const app = site();
    const file = writePorterExport(fileIn("dry.txt.gz"), community());
    const report = await importExport(app.db, file, { dryRun: true });
    expect(report.tables.Discussion).toEqual({
      read: 5,
      imported: 4,
      skipped: { "category not in the file": 1 },
    });
    expect(report.tables.Comment?.skipped).toEqual({ "discussion not in the file": 1 });
    expect(report.ignoredTables).toEqual({ Poll: 1 });
    // Files: what a real run would do, the uploads address and the post authors of SMF's rows included.
    expect(report.tables.Media).toEqual({
      read: 9,
      imported: 2,
      skipped: { ...mediaSkipped, [NO_UPLOADS_URL]: 3 },
    });
    const withAddress = await importExport(app.db, file, {
      dryRun: true,
      uploadsUrl: "https://files.example.com",
    });
    expect(withAddress.tables.Media).toEqual({ read: 9, imported: 5, skipped: mediaSkipped });
    expect(await app.db.selectFrom("users").select("userID").execute()).toEqual([]);
    expect(await app.db.selectFrom("media").select("mediaID").execute()).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Media } from "../../schemas/entities/media.schema";
import { writePorterExport } from "../../tests/helpers/porter-export";
import { importExport, ImportRefused, NO_UPLOADS_URL } from "./import-run";
import { community, emptyCommunity, exportsFolder, mediaSkipped } from "./import.fixtures";

const fileIn = exportsFolder();
const site = emptyCommunity();

describe("npm run import: attachments, whose files are not in the export", () => {
  it("refuses an uploads address that is not an absolute http(s) one, before writing", async () => {
    const app = site();
    const file = writePorterExport(fileIn("bad-address.txt"), community());
    await expect(importExport(app.db, file, { uploadsUrl: "files/old" })).rejects.toBeInstanceOf(
      ImportRefused,
    );
    expect(await app.db.selectFrom("import_runs").select("fileKey").execute()).toEqual([]);
  });

  it("keeps each record at its file's address (relative paths under --uploads-url), listed with its post to the post's readers", async () => {
    const app = site();
    const file = writePorterExport(fileIn("files.txt.gz"), community());
    const report = await importExport(app.db, file, { uploadsUrl: "https://files.example.com/old" });
    expect(report.tables.Media).toEqual({ read: 9, imported: 5, skipped: mediaSkipped });
    expect(report.tables.Media?.skipped[NO_UPLOADS_URL]).toBeUndefined();

    const list = async (foreignType: string, foreignID: number) => {
      const response = await app.inject({
        url: `/api/v2/media?foreignType=${foreignType}&foreignID=${foreignID}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Media[]).map(
        ({ mediaID, name, url, type, size, width, height, insertUserID }) => ({
          mediaID,
          name,
          url,
          type,
          size,
          width,
          height,
          insertUserID,
        }),
      );
    };
    expect(await list("discussion", 10)).toEqual([
      {
        mediaID: 500,
        name: "hi.png",
        url: "https://cdn.example.com/hi.png",
        type: "image/png",
        size: 2048,
        width: 64,
        height: 48,
        insertUserID: 1,
      },
    ]);
    expect(await list("comment", 100)).toEqual([
      {
        mediaID: 501,
        name: "guide v2.pdf",
        url: "https://files.example.com/old/FileUpload/ab/guide%20v2.pdf",
        type: "application/pdf",
        size: 900,
        width: null,
        height: null,
        insertUserID: 2,
      },
    ]);
    // No uploader named: the comment's author; no type: the extension's.
    expect(await list("comment", 101)).toEqual([
      {
        mediaID: 508,
        name: "smiley.gif",
        url: "https://files.example.com/old/attachments/smiley.gif",
        type: "image/gif",
        size: 10,
        width: 20,
        height: 10,
        insertUserID: 3,
      },
    ]);
    expect(await list("discussion", 11)).toEqual([]);
    // The staff room's files are its readers': a guest is answered like for a missing post.
    expect((await app.inject({ url: "/api/v2/media?foreignType=discussion&foreignID=12" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: "/api/v2/media?foreignType=comment&foreignID=103" })).statusCode).toBe(
      404,
    );

    // The posts carry their files, for the post page: the discussion and each comment that has any.
    const discussion = (await app.inject({ url: "/api/v2/discussions/10" })).json() as { files?: unknown };
    expect(discussion.files).toEqual([
      { mediaID: 500, name: "hi.png", url: "https://cdn.example.com/hi.png", type: "image/png", size: 2048 },
    ]);
    const comments = (await app.inject({ url: "/api/v2/comments?discussionID=10" })).json() as Array<{
      commentID: number;
      files?: Array<{ name: string }>;
    }>;
    expect(comments.map(({ commentID, files }) => [commentID, files?.map((f) => f.name)])).toEqual([
      [100, ["guide v2.pdf"]],
      [101, ["smiley.gif"]],
    ]);
    expect((await app.inject({ url: "/api/v2/discussions/11" })).json()).not.toHaveProperty("files");

    // An upload of the old editor is kept as its uploader's, attached to no post.
    const embed = await app.db
      .selectFrom("media")
      .selectAll()
      .where("mediaID", "=", 505)
      .executeTakeFirstOrThrow();
    expect([embed.foreignType, embed.foreignID, embed.url, embed.type, embed.width]).toEqual([
      "embed",
      null,
      "https://files.example.com/old/uploads/editor/inline.jpg",
      "image/jpeg",
      null,
    ]);
    // None of them is served from Plaza's own storage.
    expect((await app.inject({ url: "/uploads/imported/505" })).statusCode).toBe(404);
  });
});

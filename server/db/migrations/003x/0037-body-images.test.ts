// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { buildTestApp } from "../../../../tests/helpers/server";
import { writeSiteConfig } from "../../../services/config";
import { runBackfills } from "../../../services/jobs/backfills";
import { bodyImagesMigration } from "./0037-body-images";

// Bodies stored before the renderer dropped images of other hosts held them as written.
const OLD_BODY = "![tracker](http://evil.example/t.png) ![cdn](https://images.example.com/ok.png)";
const OLD_HTML =
  '<p><img src="http://evil.example/t.png" alt="tracker"> <img src="https://images.example.com/ok.png" alt="cdn"></p>';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  await writeSiteConfig(app.db, { "content.imageHosts": ["images.example.com"] });
});
afterAll(() => app.close());

describe("migration 0037-body-images", () => {
  it("renders again the stored bodies and signatures that show an image, keeping only allowed hosts", async () => {
    const [comment, untouched] = await app.db
      .selectFrom("comments")
      .select(["commentID", "bodyHtml"])
      .orderBy("commentID")
      .limit(2)
      .execute();
    const user = await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "member")
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable("comments")
      .set({ body: OLD_BODY, format: "markdown", bodyHtml: OLD_HTML })
      .where("commentID", "=", comment?.commentID ?? 0)
      .execute();
    await app.db
      .updateTable("users")
      .set({ signature: OLD_BODY, signatureHtml: OLD_HTML })
      .where("userID", "=", user.userID)
      .execute();

    await bodyImagesMigration.up(app.db as unknown as Kysely<unknown>);
    await runBackfills(app.db, ["0037-body-images"]);

    const after = await app.db
      .selectFrom("comments")
      .select(["commentID", "bodyHtml"])
      .where("commentID", "in", [comment?.commentID ?? 0, untouched?.commentID ?? 0])
      .orderBy("commentID")
      .execute();
    const signature = await app.db
      .selectFrom("users")
      .select("signatureHtml")
      .where("userID", "=", user.userID)
      .executeTakeFirstOrThrow();
    for (const html of [after[0]?.bodyHtml ?? "", signature.signatureHtml ?? ""]) {
      expect(html).not.toContain('<img src="http://evil.example');
      expect(html).toContain(
        '<a href="http://evil.example/t.png" rel="nofollow ugc noopener noreferrer">tracker</a>',
      );
      expect(html).toContain('<img src="https://images.example.com/ok.png"');
    }
    // A body without an image is left as it was.
    expect(after[1]?.bodyHtml).toBe(untouched?.bodyHtml);
  });
});

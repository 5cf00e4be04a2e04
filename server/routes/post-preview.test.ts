// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { postPreviewSchema } from "../../schemas/api/post-preview.schema";
import { buildUser, signInCookie } from "../../tests/helpers/factories";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
let member = "";
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  member = await signInCookie(app.db, (await buildUser(app.db)).userID);
});
afterAll(() => app.close());

const preview = (payload: object, headers: Record<string, string> = { ...writeHeaders, cookie: member }) =>
  app.inject({ method: "POST", url: "/api/v2/posts/preview", headers, payload });

const rich2 = JSON.stringify([
  {
    type: "p",
    children: [
      { text: "Say hello in " },
      { text: "Introductions", bold: true },
      { type: "a", url: "javascript:alert(1)", children: [{ text: "click" }] },
    ],
  },
]);

describe("POST /api/v2/posts/preview (the composer's Preview tab)", () => {
  it("renders and sanitises a rich2 body as a posted one, storing nothing", async () => {
    const before = await app.db.selectFrom("discussions").select("discussionID").execute();
    const response = await preview({ body: rich2, format: "rich2" });
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(postPreviewSchema, response.json());
    const { body } = response.json() as { body: string };
    expect(body).toContain("<strong>Introductions</strong>");
    expect(body).not.toMatch(/href="javascript:/i);
    expect(await app.db.selectFrom("discussions").select("discussionID").execute()).toEqual(before);
  });

  it("renders Markdown, with scripts removed", async () => {
    const response = await preview({ body: "- **Bold**\n\n<script>alert(1)</script>", format: "markdown" });
    expect(response.statusCode, response.body).toBe(200);
    const { body } = response.json() as { body: string };
    expect(body).toContain("<li><strong>Bold</strong></li>");
    expect(body).not.toContain("<script");
  });

  it("refuses an empty body or an unknown format with field errors, never a 500", async () => {
    for (const payload of [
      { body: JSON.stringify([{ type: "p", children: [{ text: "" }] }]), format: "rich2" },
      { body: "words", format: "wiki" },
      { body: "[{", format: "rich2" },
    ]) {
      const response = await preview(payload);
      expect(response.statusCode, response.body).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("answers guests 401 and a call without the X-Requested-With header 403", async () => {
    const guest = await preview({ body: "hi", format: "text" }, writeHeaders);
    expect(guest.statusCode).toBe(401);
    const forged = await preview(
      { body: "hi", format: "text" },
      { "content-type": "application/json", cookie: member },
    );
    expect(forged.statusCode).toBe(403);
  });
});

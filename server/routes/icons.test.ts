// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import { addonIconUrl, iconSvg, reactionDrawing, reactionIconUrl } from "../../runtime/icons/line-icons";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

const icon = (url: string) => app.inject({ url });

describe("GET /api/v2/icons/{set}/{name}.svg", () => {
  it("answers a reaction's drawing, the one the page draws, to anyone, as a cacheable SVG file", async () => {
    const response = await icon(reactionIconUrl("Like"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toContain(`d="${reactionDrawing("like")[0]?.d}"`);
    // Any letter case and the code's punctuation read as the page reads them.
    expect((await icon(reactionIconUrl("off-topic"))).body).toBe(
      (await icon(reactionIconUrl("OffTopic"))).body,
    );
  });

  it("draws a reaction type without a drawing of its own as the dot the page shows", async () => {
    const response = await icon(reactionIconUrl("Celebrate"));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(iconSvg(reactionDrawing("Celebrate"), "#374151"));
  });

  it("answers an addon's icon, and 404 for an addon, a set or a name there is none of", async () => {
    expect((await icon(addonIconUrl("polls"))).statusCode).toBe(200);
    for (const url of [
      addonIconUrl("gamification"),
      "/api/v2/icons/badges/like.svg",
      "/api/v2/icons/reactions/like.png",
      "/api/v2/icons/reactions/like.svg/more",
      "/api/v2/icons/reactions/%3Cscript%3E.svg",
      "/api/v2/icons/reactions",
    ]) {
      const response = await icon(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ status: number }>().status, url).toBe(404);
    }
  });
});

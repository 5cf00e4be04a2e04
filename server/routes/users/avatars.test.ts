// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import { xssStrings } from "../../../tests/fuzz/generators/strings";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { letterAvatarUrl } from "../../../runtime/url/letter-avatar";
import { LETTER_AVATAR_COLORS } from "../../services/users/letter-avatar";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

const avatar = (name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: letterAvatarUrl(name), headers });

/** The one shape every letter avatar has: a square of a palette colour and a text of initials. */
const SVG_SHAPE =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="(#[0-9A-F]{6})"\/><text [^<>]*>([^<>]*)<\/text><\/svg>$/;

/** The initials an avatar shows (entities decoded) and its background, checking its shape. */
function drawn(body: string): { initials: string; color: string } {
  const match = SVG_SHAPE.exec(body);
  if (!match) throw new Error(`not a letter avatar: ${body}`);
  const initials = (match[2] ?? "").replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  return { initials, color: match[1] ?? "" };
}

describe("GET /api/v2/avatars/{name}.svg (letter avatars)", () => {
  it("draws the initials of a one-word and a two-word name on a palette colour", async () => {
    for (const [name, initials] of [
      ["member2", "M"],
      ["Ann Lee", "AL"],
      ["ليلى أحمد", "لأ"],
      ["🦊 Fox", "🦊F"],
      ["a/b ?c#", "AC"],
    ] as const) {
      const response = await avatar(name);
      expect(response.statusCode, name).toBe(200);
      expect(drawn(response.body).initials, name).toBe(initials);
      expect(LETTER_AVATAR_COLORS).toContain(drawn(response.body).color);
    }
  });

  it("answers an SVG image, cached for good, with its own restrictive policy, to a guest", async () => {
    const response = await avatar("Ann Lee", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["set-cookie"]).toBeUndefined();
    // Smaller than the compression threshold: sent as it is, readable by any client.
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(drawn(response.body).initials).toBe("AL");
  });

  it("the same name always gets the same picture", async () => {
    expect((await avatar("grace")).body).toBe((await avatar("grace")).body);
  });

  it("escapes what it draws and never carries the rest of the name", async () => {
    const response = await avatar("<script>alert(1)</script> & <b>");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("script");
    expect(response.body).not.toContain("alert");
    expect(drawn(response.body).initials).toBe("SB");
    const specials = await avatar("& <");
    expect(specials.body).toContain(">&#38;&#60;</text>");
    expect(drawn(specials.body).initials).toBe("&<");
  });

  it("hostile names answer a letter avatar of the same shape, or a 4xx JSON error, never a 500", async () => {
    for (const name of xssStrings) {
      const response = await avatar(name);
      if (response.statusCode === 200) {
        expect(() => drawn(response.body), name).not.toThrow();
        expect(response.body).not.toMatch(/<(?!svg |rect |text |\/text>|\/svg>)/);
      } else {
        expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, name).toBeLessThan(500);
        expectMatchesSchema(errorBodySchema, response.json());
      }
    }
  });

  it("refuses an empty name and one longer than 100 characters with 400 JSON", async () => {
    for (const name of ["", "   ", "x".repeat(101), "🦊".repeat(101)]) {
      const response = await avatar(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toHaveProperty("message");
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await avatar("🦊".repeat(100))).statusCode).toBe(200);
    expect((await avatar("x".repeat(100))).statusCode).toBe(200);
  });

  it("answers 404 JSON for an address without .svg", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v2/avatars/ann" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
  });
});

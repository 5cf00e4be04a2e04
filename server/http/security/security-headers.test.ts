// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";

// Every answer carries X-Content-Type-Options: nosniff, whatever produced it, so a browser never
// takes JSON full of user text (or an error echoing a URL) for HTML or script.

let app: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log('plaza');\n");
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><title>Plaza</title></head><body><div id="root"></div><!--plaza-boot--></body></html>',
  );
  app = await buildTestApp({ seed: "none", clientDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function expectNosniff(response: LightMyRequestResponse, what: string) {
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
}

describe("security headers", () => {
  it("headers: every answer carries nosniff (json, html, static, 404)", async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ["API JSON", await app.inject({ url: "/api/v2/categories" })],
      ["API 404", await app.inject({ url: "/api/v2/no-such-thing" })],
      ["record 404", await app.inject({ url: "/api/v2/discussions/999999" })],
      ["query 400", await app.inject({ url: "/api/v2/discussions?limit=zero" })],
      ["401", await app.inject({ url: "/api/v2/conversations" })],
      ["CSRF 403", await app.inject({ method: "POST", url: "/api/v2/session", payload: {} })],
      ["page", await app.inject({ url: "/" })],
      ["page 404", await app.inject({ url: "/no/such/page" })],
      ["static file", await app.inject({ url: "/assets/app.js" })],
      ["missing static file", await app.inject({ url: "/assets/missing.js" })],
      ["other method 404", await app.inject({ method: "PUT", url: "/", headers: writeHeaders, payload: {} })],
    ];
    expect(answers.find(([what]) => what === "static file")?.[1].statusCode).toBe(200);
    for (const [what, response] of answers) expectNosniff(response, `${what} (${response.statusCode})`);
  });

  it("headers: a page, an API answer and a static file carry Permissions-Policy and COOP", async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ["page", await app.inject({ url: "/" })],
      ["API JSON", await app.inject({ url: "/api/v2/categories" })],
      ["static file", await app.inject({ url: "/assets/app.js" })],
      ["API 404", await app.inject({ url: "/api/v2/no-such-thing" })],
    ];
    for (const [what, response] of answers) {
      expect(response.headers["cross-origin-opener-policy"], what).toBe("same-origin");
      const policy = permissionsOf(response);
      // Powerful features the site never uses are off for it and for anything it frames.
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
        expect(policy.get(feature), `${what}: ${feature}`).toBe("()");
      }
      // The share menu copies a post's link (ShareMenu.tsx); its share sheet keeps the default.
      expect(policy.get("clipboard-write"), what).toBe("(self)");
      // Only names every Chromium knows: an unknown one is a console error on every page.
      for (const unknown of ["web-share", "bluetooth", "ambient-light-sensor", "attribution-reporting"]) {
        expect(policy.has(unknown), `${what}: ${unknown}`).toBe(false);
      }
      expect(
        [...policy.values()].every((allow) => allow === "()" || allow === "(self)"),
        what,
      ).toBe(true);
    }
  });
});

/** The Permissions-Policy of a response as feature -> allowlist. */
function permissionsOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers["permissions-policy"] ?? "");
  return new Map(
    header
      .split(",")
      .filter((entry) => entry.includes("="))
      .map((entry) => {
        const [feature = "", allow = ""] = entry.trim().split("=");
        return [feature, allow];
      }),
  );
}

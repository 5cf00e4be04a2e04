// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { contentSecurityPolicy, CSP_REPORT_PATH, imageHostSources } from "./csp";

let app: FastifyInstance;
let admin = "";
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
});
afterAll(() => app.close());

const patchConfig = (payload: Record<string, unknown>, cookie = admin) =>
  app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...writeHeaders, cookie }, payload });

/** The policy of a page as directive name -> its sources. */
async function pagePolicy(headers: Record<string, string> = {}): Promise<Map<string, string[]>> {
  const response = await app.inject({ url: "/", headers });
  const header = String(response.headers["content-security-policy"]);
  return new Map(
    header.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("the pages' Content-Security-Policy", () => {
  it("csp: img-src allows only self and the configured image hosts", async () => {
    // Readers are not tracked by default: no https: wildcard, no other host (data: makes no request).
    expect((await pagePolicy()).get("img-src")).toEqual(["'self'", "data:"]);

    const patched = await patchConfig({ "content.imageHosts": ["images.example.com", "*.cdn.example.net"] });
    expect(patched.statusCode).toBeLessThan(300);
    try {
      // The next page already carries the change.
      expect((await pagePolicy()).get("img-src")).toEqual([
        "'self'",
        "data:",
        "https://images.example.com",
        "https://*.cdn.example.net",
      ]);
    } finally {
      await patchConfig({ "content.imageHosts": [] });
    }
    expect((await pagePolicy()).get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("keeps content.imageHosts for administrators and refuses anything but host names", async () => {
    for (const host of [
      "evil.example; script-src *",
      "https://images.example.com",
      "'unsafe-inline'",
      "a b",
      "*",
    ]) {
      const response = await patchConfig({ "content.imageHosts": [host] });
      expect(response.statusCode, host).toBe(400);
    }
    expect(
      (await patchConfig({ "content.imageHosts": ["x.example"] }, await signInAs(app, "member"))).statusCode,
    ).toBe(403);
    const guestRead = await app.inject({ url: "/api/v2/config?select=content.imageHosts" });
    expect(guestRead.json()).not.toHaveProperty(["content.imageHosts"]);
  });

  it("drops a stored host that is not a host name rather than let it into the policy", () => {
    expect(imageHostSources(["ok.example", "bad.example; script-src *", "UPPER.Example:8443"])).toEqual([
      "https://ok.example",
      "https://upper.example:8443",
    ]);
    const policy = contentSecurityPolicy("n0nce", { dev: false, imageHosts: ["x.example 'unsafe-inline'"] });
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("reports violations to the report endpoint (report-to only over https)", async () => {
    const plain = await app.inject({ url: "/" });
    expect((await pagePolicy()).get("report-uri")).toEqual([CSP_REPORT_PATH]);
    expect((await pagePolicy()).has("report-to")).toBe(false);
    expect(plain.headers["reporting-endpoints"]).toBeUndefined();

    const proxied = await buildTestApp({ seed: "none", trustProxy: true });
    try {
      const secure = await proxied.inject({
        url: "/",
        headers: { host: "plaza.example", "x-forwarded-proto": "https" },
      });
      expect(String(secure.headers["content-security-policy"])).toContain("report-to csp-endpoint");
      expect(secure.headers["reporting-endpoints"]).toBe(
        `csp-endpoint="https://plaza.example${CSP_REPORT_PATH}"`,
      );
    } finally {
      await proxied.close();
    }
  });
});

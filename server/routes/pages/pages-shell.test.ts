// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let admin = "";
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
});
afterAll(() => app.close());

async function patchConfig(payload: Record<string, unknown>): Promise<void> {
  const response = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: admin },
    payload,
  });
  expect(response.statusCode).toBeLessThan(300);
}

describe("HTML pages of the page shell", () => {
  it("serves /entry/emailconfirmrequest with status 200 (shell spec §2 routes)", async () => {
    const response = await app.inject({ url: "/entry/emailconfirmrequest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("lets only the site itself frame its pages by default", async () => {
    const response = await app.inject({ url: "/" });
    const directives = String(response.headers["content-security-policy"]).split("; ");
    expect(directives).toContain("frame-ancestors 'self'");
  });

  it("lets https pages frame the site when embed.allow is on (shell spec §7 embed mode)", async () => {
    await patchConfig({ "embed.allow": true });
    try {
      const response = await app.inject({ url: "/" });
      expect(String(response.headers["content-security-policy"])).toContain("frame-ancestors 'self' https:");
    } finally {
      await patchConfig({ "embed.allow": false });
    }
  });

  it("sends registration.confirmEmail, embed.allow and ui.colorScheme in the public boot config", async () => {
    const response = await app.inject({ url: "/" });
    const match = /<script type="application\/json" id="plaza-boot">([^<]*)<\/script>/.exec(response.body);
    const config = JSON.parse(match?.[1] ?? "{}").config;
    expect(config).toMatchObject({
      "registration.confirmEmail": false,
      "embed.allow": false,
      "ui.colorScheme": "light",
    });
  });
});

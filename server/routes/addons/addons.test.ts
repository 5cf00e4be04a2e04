// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { addonListSchema, type Addon } from "../../../schemas/entities/addon.schema";
import { bootPayloadSchema } from "../../../schemas/boot.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setAddonEnabled } from "../../services/addons/addons";

let app: FastifyInstance;
let admin: string;
let moderator: string;
let member: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  [admin, moderator, member] = await Promise.all([
    signInAs(app, "admin"),
    signInAs(app, "moderator"),
    signInAs(app, "member"),
  ]);
}, 60_000);
beforeEach(async () => {
  for (const key of ["ranks", "qna", "polls"] as const) await setAddonEnabled(app.db, key, false);
});
afterAll(() => app.close());

const list = (cookie: string | undefined, query = "") =>
  app.inject({ url: `/api/v2/addons${query}`, headers: cookie ? { cookie } : {} });
const patch = (cookie: string | undefined, addonID: string, payload: unknown, headers = writeHeaders) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/addons/${addonID}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });

describe("GET /addons (content spec §7)", () => {
  it("lists the addons with key, name, description, type and enabled (addons.yml shape)", async () => {
    const response = await list(admin, "?type=addon");
    expect(response.statusCode).toBe(200);
    const addons = response.json<Addon[]>();
    expectMatchesSchema(addonListSchema, addons);
    expect(addons.map((addon) => [addon.addonID, addon.key, addon.type, addon.enabled])).toEqual([
      ["ranks", "ranks", "addon", false],
      ["qna", "qna", "addon", false],
      ["polls", "polls", "addon", false],
    ]);
    expect(addons.every((addon) => addon.name.length > 0 && addon.description.length > 0)).toBe(true);
  });

  it("names each addon's icon by an absolute address that answers an SVG file", async () => {
    const addons = (await list(admin)).json<Addon[]>();
    for (const addon of addons) {
      const url = new URL(addon.iconUrl);
      expect(url.pathname).toBe(`/api/v2/icons/addons/${addon.key}.svg`);
      const icon = await app.inject({ url: url.pathname });
      expect(icon.statusCode, addon.key).toBe(200);
      expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(icon.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>(<path d="[^"]+"\/>)+<\/svg>$/,
      );
    }
    expect((await app.inject({ url: "/api/v2/icons/addons/unknown.svg" })).statusCode).toBe(404);
  });

  it("filters by type and by enabled", async () => {
    expect((await list(admin, "?type=theme")).json()).toEqual([]);
    await setAddonEnabled(app.db, "qna", true);
    const enabled = (await list(admin, "?enabled=true")).json<Addon[]>();
    expect(enabled.map((addon) => addon.key)).toEqual(["qna"]);
  });

  it("answers 400 JSON for an unknown type", async () => {
    const response = await list(admin, "?type=plugin");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("message");
  });

  it("needs site.manage: a moderator gets 403, a guest 401 (content spec §6)", async () => {
    expect((await list(moderator)).statusCode).toBe(403);
    expect((await list(member)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe("PATCH /addons/{addonID} (content spec §7)", () => {
  it("enables and disables an addon and answers the addons as they are now", async () => {
    const on = await patch(admin, "ranks", { enabled: true });
    expect(on.statusCode).toBe(200);
    expectMatchesSchema(addonListSchema, on.json());
    expect(on.json<Addon[]>().find((addon) => addon.key === "ranks")?.enabled).toBe(true);
    expect((await list(admin)).json<Addon[]>().find((addon) => addon.key === "ranks")?.enabled).toBe(true);

    const off = await patch(admin, "ranks", { enabled: false });
    expect(off.json<Addon[]>().find((addon) => addon.key === "ranks")?.enabled).toBe(false);
  });

  it("takes the addon ID case-insensitively", async () => {
    expect((await patch(admin, "QnA", { enabled: true })).statusCode).toBe(200);
    expect((await list(admin, "?enabled=true")).json<Addon[]>().map((a) => a.key)).toEqual(["qna"]);
  });

  it("answers 404 JSON for an unknown addon", async () => {
    const response = await patch(admin, "jira", { enabled: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Addon not found." });
  });

  it("answers 400 without a boolean enabled", async () => {
    expect((await patch(admin, "polls", {})).statusCode).toBe(400);
    expect((await patch(admin, "polls", { enabled: "yes" })).statusCode).toBe(400);
  });

  it("refuses members and moderators (403) and guests (401) and changes nothing", async () => {
    expect((await patch(moderator, "polls", { enabled: true })).statusCode).toBe(403);
    expect((await patch(member, "polls", { enabled: true })).statusCode).toBe(403);
    expect((await patch(undefined, "polls", { enabled: true })).statusCode).toBe(401);
    expect((await list(admin, "?enabled=true")).json()).toEqual([]);
  });

  it("needs the CSRF header like every write", async () => {
    const response = await patch(admin, "polls", { enabled: true }, {
      "content-type": "application/json",
    } as typeof writeHeaders);
    expect(response.statusCode).toBe(403);
    expect((await list(admin, "?enabled=true")).json()).toEqual([]);
  });
});

describe("the enabled set in the boot payload (content spec §2)", () => {
  async function bootConfig(): Promise<Record<string, unknown>> {
    const response = await app.inject({ url: "/" });
    const match = /<script[^>]*id="plaza-boot"[^>]*>([\s\S]*?)<\/script>/.exec(response.body);
    expect(match, "the page carries a boot payload").toBeTruthy();
    const boot = JSON.parse(match![1]!) as { config: Record<string, unknown> };
    expectMatchesSchema(bootPayloadSchema, boot);
    return boot.config;
  }

  it("carries addons.<key>.enabled for every addon, on or off", async () => {
    await setAddonEnabled(app.db, "polls", true);
    const config = await bootConfig();
    expect(config["addons.polls.enabled"]).toBe(true);
    expect(config["addons.ranks.enabled"]).toBe(false);
    expect(config["addons.qna.enabled"]).toBe(false);
  });
});

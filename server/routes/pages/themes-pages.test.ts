// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { BootPayload } from "../../../schemas/boot.schema";
import type { Theme } from "../../../schemas/entities/theme.schema";
import { BOOT_ELEMENT_ID } from "../../../schemas/boot.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let admin = "";
let moderator = "";
// Signing in hashes passwords: slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  moderator = await signInAs(app, "moderator");
}, 60_000);
afterAll(() => app.close());

const KEYSTONE_PRIMARY = "#0b64c6";
const HARBOUR_PRIMARY = "#a64b24";

const send = (method: "PATCH" | "PUT", url: string, payload: object, cookie = admin) =>
  app.inject({ method, url: `/api/v2${url}`, headers: { ...writeHeaders, cookie }, payload });

/** A page as a visitor gets it: its theme style element and its boot payload. */
async function page(cookie?: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: "/", headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  expect(response.statusCode).toBe(200);
  const style = /<style id="plaza-theme-variables" nonce="([^"]+)">([^<]*)<\/style>/.exec(response.body);
  const boot = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(
    response.body,
  );
  const policy = String(response.headers["content-security-policy"]);
  return {
    css: style?.[2] ?? "",
    nonceAllowed: Boolean(style && policy.includes(`'nonce-${style[1]}'`)),
    boot: JSON.parse(boot?.[1] ?? "{}") as BootPayload,
  };
}

const primaryOf = (css: string) => /--plaza-color-primary: (#[0-9a-f]+);/.exec(css)?.[1];

async function apply(themeID: string) {
  const response = await send("PUT", "/themes/current", { themeID });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Theme>();
}

describe("the theme in the page (no flash of another theme)", () => {
  it("renders the site's theme as the page's nonce'd style of CSS custom properties", async () => {
    const { css, nonceAllowed, boot } = await page();
    expect(nonceAllowed).toBe(true);
    expect(primaryOf(css)).toBe(KEYSTONE_PRIMARY);
    expect(css).toContain("[data-theme=dark]");
    expect(boot.themePreview).toBeUndefined();
  });

  it("PUT /themes/current: a guest's next page has the new primary colour, and the theme keys follow (content spec §4)", async () => {
    const applied = await apply("harbour");
    try {
      expect(applied).toMatchObject({ themeID: "harbour", current: true });
      const { css, boot } = await page();
      expect(primaryOf(css)).toBe(HARBOUR_PRIMARY);
      expect(boot.config).toMatchObject({ "ui.themeKey": "harbour", "ui.mobileThemeKey": "harbour" });
      const current = await app.inject({ url: "/api/v2/themes/current" });
      expect(current.json<Theme>().themeID).toBe("harbour");
    } finally {
      await apply("keystone");
    }
    expect(primaryOf((await page()).css)).toBe(KEYSTONE_PRIMARY);
  });

  it("a dark theme sets the page's color-scheme to dark", async () => {
    await apply("keystone-dark");
    try {
      expect((await page()).css).toContain(":root:not([data-theme=dark]) {\n  color-scheme: dark;\n}");
    } finally {
      await apply("keystone");
    }
  });

  it("a new revision of the current theme reaches the next page", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/v2/themes",
      headers: { ...writeHeaders, cookie: admin },
      payload: { name: "Live Edit" },
    });
    const { themeID } = created.json<Theme>();
    await apply(themeID);
    try {
      await send("PATCH", `/themes/${themeID}`, {
        assets: { variables: { colors: { primary: "#6f42c1" }, titleBar: { bg: "#112233" } } },
      });
      const { css } = await page();
      expect(primaryOf(css)).toBe("#6f42c1");
      expect(css).toContain("--plaza-title-bar-bg: #112233;");
    } finally {
      await apply("keystone");
    }
  });

  it("phones get ui.mobileThemeKey's theme", async () => {
    const patched = await send("PATCH", "/config", { "ui.mobileThemeKey": "harbour" });
    expect(patched.statusCode, patched.body).toBeLessThan(300);
    try {
      expect(primaryOf((await page(undefined, { "sec-ch-ua-mobile": "?1" })).css)).toBe(HARBOUR_PRIMARY);
      expect(primaryOf((await page(undefined, { "sec-ch-ua-mobile": "?0" })).css)).toBe(KEYSTONE_PRIMARY);
    } finally {
      await send("PATCH", "/config", { "ui.mobileThemeKey": "keystone" });
    }
  });
});

describe("PUT /api/v2/themes/preview (shell spec §3, §6 theme preview)", () => {
  it("shows the previewed theme to that viewer alone, and says so in their boot payload", async () => {
    const harbour = (
      await app.inject({ url: "/api/v2/themes/harbour", headers: { cookie: admin } })
    ).json<Theme>();
    const response = await send("PUT", "/themes/preview", {
      themeID: "harbour",
      redirect: "/dashboard/themes",
    });
    expect(response.statusCode, response.body).toBe(200);
    try {
      const mine = await page(admin);
      expect(primaryOf(mine.css)).toBe(HARBOUR_PRIMARY);
      expect(mine.boot.themePreview).toEqual({
        themeID: "harbour",
        revisionID: harbour.revisionID,
        name: "Harbour",
        redirect: "/dashboard/themes",
      });
      for (const other of [undefined, moderator]) {
        const theirs = await page(other);
        expect(primaryOf(theirs.css)).toBe(KEYSTONE_PRIMARY);
        expect(theirs.boot.themePreview).toBeUndefined();
      }
    } finally {
      await send("PUT", "/themes/preview", { themeID: null });
    }
    const after = await page(admin);
    expect(primaryOf(after.css)).toBe(KEYSTONE_PRIMARY);
    expect(after.boot.themePreview).toBeUndefined();
  });

  it("applying the previewed theme ends the preview", async () => {
    await send("PUT", "/themes/preview", { themeID: "keystone-dark" });
    try {
      await apply("keystone-dark");
      expect((await page(admin)).boot.themePreview).toBeUndefined();
    } finally {
      await apply("keystone");
    }
  });

  it("answers 404 for an unknown theme and 400 for a redirect off the site", async () => {
    expect((await send("PUT", "/themes/preview", { themeID: "no-such-theme" })).statusCode).toBe(404);
    const offSite = await send("PUT", "/themes/preview", { themeID: "harbour", redirect: "//evil.example" });
    expect(offSite.statusCode).toBe(400);
  });

  it("answers 400 with a field error for a redirect that a browser resolves off the site, and keeps no preview", async () => {
    for (const redirect of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/.\\/evil.example",
      "/%2f%2fevil.example",
      "/%5cevil.example",
      "/\t/evil.example",
    ]) {
      const response = await send("PUT", "/themes/preview", { themeID: "harbour", redirect });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json().errors, redirect).toEqual([
        expect.objectContaining({ field: "redirect", code: "sameOrigin" }),
      ]);
      expect((await page(admin)).boot.themePreview, redirect).toBeUndefined();
    }
  });

  it("stores the redirect as the browser would load it", async () => {
    const response = await send("PUT", "/themes/preview", {
      themeID: "harbour",
      redirect: "/%2e/dashboard/./themes?x=1",
    });
    expect(response.statusCode, response.body).toBe(200);
    try {
      expect((await page(admin)).boot.themePreview?.redirect).toBe("/dashboard/themes?x=1");
    } finally {
      await send("PUT", "/themes/preview", { themeID: null });
    }
  });
});

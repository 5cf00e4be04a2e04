// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { renderApp } from "../../src/app/entry-server";
import { FALLBACK_TEMPLATE } from "../../server/http/html";
import { BOOT_ELEMENT_ID } from "../../schemas/boot.schema";
import { buildTestApp, signInAs, writeHeaders } from "../helpers/server";

// Pages rendered on the server with the app's own server entry, as the built server renders them.
let app: FastifyInstance;
let admin = "";
beforeAll(async () => {
  app = await buildTestApp({
    seed: "demo",
    templateSource: {
      dev: false,
      load: async () => FALLBACK_TEMPLATE,
      renderer: async () => ({
        render: (options) => renderApp({ ...options, streamAfterMs: 60_000 }),
        assets: null,
      }),
    },
  });
  admin = await signInAs(app, "admin");
}, 60_000);
afterAll(() => app.close());

async function setLocale(localeKey: string): Promise<void> {
  const response = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: admin },
    payload: { "ui.localeKey": localeKey },
  });
  expect(response.statusCode).toBe(204);
}

const bootOf = (html: string) =>
  JSON.parse(html.split(`id="${BOOT_ELEMENT_ID}">`)[1]?.split("</script>")[0] ?? "{}") as {
    locale: string;
    translations?: Record<string, string>;
  };
/** The markup inside the root element, without scripts. */
const markupOf = (html: string) =>
  (html.split(`<div id="root">`)[1] ?? "").split(
    `<script type="application/json" id="${BOOT_ELEMENT_ID}"`,
  )[0] ?? "";

describe(
  "interface language of server-rendered pages (content spec §3 ui.localeKey)",
  { timeout: 60_000 },
  () => {
    it("with ui.localeKey=ar the server renders <html lang=ar dir=rtl> and the interface in Arabic", async () => {
      await setLocale("ar");
      try {
        const html = (await app.inject({ url: "/" })).body;
        expect(html).toMatch(/<html lang="ar" dir="rtl">/);
        expect(bootOf(html).translations?.["Sign In"]).toBe("تسجيل الدخول");
        const markup = markupOf(html);
        expect(markup).toContain("تسجيل الدخول");
        expect(markup).not.toContain(">Sign In<");
      } finally {
        await setLocale("en");
      }
    });

    it("with ui.localeKey=fr the page is French and left to right", async () => {
      await setLocale("fr");
      try {
        const html = (await app.inject({ url: "/" })).body;
        expect(html).toMatch(/<html lang="fr">/);
        expect(markupOf(html)).toContain("Se connecter");
      } finally {
        await setLocale("en");
      }
    });

    it("an English page carries no catalog and no dir: its first load is as it was", async () => {
      const html = (await app.inject({ url: "/" })).body;
      expect(html).toMatch(/<html lang="en">/);
      // The root element only: user content inside carries dir="auto" in every language.
      expect(html).not.toMatch(/<html[^>]*\sdir=/);
      expect(bootOf(html).translations).toBeUndefined();
      expect(markupOf(html)).toContain("Sign In");
    });
  },
);

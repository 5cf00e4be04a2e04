// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { bootPayloadSchema } from "../../../schemas/boot.schema";
import { layoutNodeSchema } from "../../../schemas/layout/node.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

function bootOf(html: string) {
  const match = /<script type="application\/json" id="plaza-boot">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no boot payload");
  return JSON.parse(match[1]);
}

describe("HTML pages", () => {
  it("inlines the boot payload: public config, the current user and permissions", async () => {
    const cookie = await signInAs(app, "member");
    const response = await app.inject({ url: "/", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const boot = bootOf(response.body);
    expectMatchesSchema(bootPayloadSchema, boot);
    expect(boot.user.name).toBe("member");
    expect(boot.config["ui.siteName"]).toBe("Plaza Demo Community");
    expect(boot.config["email.supportAddress"]).toBeUndefined();
    expect(boot.permissions.permissions[0].type).toBe("global");
  });

  it("sends a CSP with a fresh nonce per response: strict-dynamic, no objects, base-uri self", async () => {
    const first = await app.inject({ url: "/entry/signin" });
    const second = await app.inject({ url: "/entry/signin" });
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(second.headers["content-security-policy"]).not.toBe(policy);
  });

  it("never allows eval, not even on the layout editor's page for a site manager (it imports validators the server compiled)", async () => {
    const policyOf = async (cookie?: string) =>
      String(
        (await app.inject({ url: "/dashboard/layouts/1/edit", headers: cookie ? { cookie } : {} })).headers[
          "content-security-policy"
        ],
      );
    expect(await policyOf(await signInAs(app, "admin"))).not.toContain("unsafe-eval");
    expect(await policyOf(await signInAs(app, "member"))).not.toContain("unsafe-eval");
    expect(await policyOf()).not.toContain("unsafe-eval");
    const dashboard = await app.inject({
      url: "/dashboard",
      headers: { cookie: await signInAs(app, "admin") },
    });
    expect(String(dashboard.headers["content-security-policy"])).not.toContain("unsafe-eval");
  });

  it("escapes user-controlled config in the page so it cannot close the script element", async () => {
    const admin = await signInAs(app, "admin");
    const hostile = "</script><script>alert(1)</script>\u2028";
    await app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: { "ui.siteName": hostile },
    });
    const response = await app.inject({ url: "/" });
    expect(response.body).not.toContain("<script>alert(1)");
    expect(bootOf(response.body).config["ui.siteName"]).toBe(hostile);
    await app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: { "ui.siteName": "Plaza Demo Community" },
    });
  });

  it("serves the moderation pages the discussion options link to (content spec §2 Other links)", async () => {
    const moderator = await signInAs(app, "moderator");
    for (const url of [
      "/log/filter?recordType=discussion&recordID=1",
      "/log/filter?parentRecordID=1&recordType=comment&operation=delete",
      "/dashboard/content/reports?statuses=none&recordType=discussion&recordID=1",
    ]) {
      const response = await app.inject({ url, headers: { cookie: moderator } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(bootOf(response.body).layout, url).toBeUndefined();
    }
  });

  it("answers a guest 403 on every member-only page, which the app shows as Permission Problem with Sign In", async () => {
    const member = await signInAs(app, "member");
    for (const url of [
      "/drafts",
      "/profile/edit",
      "/profile/invitations",
      "/profile/notifications",
      "/profile/preferences",
      "/log/filter?recordType=discussion&recordID=1",
      "/dashboard/content/reports",
      "/dashboard",
      "/dashboard/settings",
      "/appearance/style-guides/keystone/revisions",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(bootOf(response.body).status, url).toBe(403);
    }
    // A member gets them as before; the profile and discussion pages stay open to guests.
    expect((await app.inject({ url: "/drafts", headers: { cookie: member } })).statusCode).toBe(200);
    expect((await app.inject({ url: "/profile/member" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/discussions" })).statusCode).toBe(200);
  });

  it("answers a guest 403 on the message pages, or 404 while conversations are off, as the app shows them", async () => {
    const admin = await signInAs(app, "admin");
    const setConversations = (value: boolean) =>
      app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...writeHeaders, cookie: admin },
        payload: { "context.conversationsEnabled": value },
      });
    const urls = ["/messages", "/messages/inbox", "/messages/add", "/messages/add/member", "/messages/1"];
    try {
      expect((await setConversations(true)).statusCode).toBe(204);
      for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(403);
      expect((await setConversations(false)).statusCode).toBe(204);
      for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await setConversations(true);
    }
  });

  it("serves the app with status 404 for unknown paths, so it shows Not Found", async () => {
    const response = await app.inject({ url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(bootOf(response.body).status).toBe(404);
  });
});

describe("first page layout (ARCHITECTURE: first page inlined into index.html)", () => {
  it("inlines the hydrated home layout in the boot payload of /", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    const boot = bootOf(response.body);
    expectMatchesSchema(bootPayloadSchema, boot);
    expect(boot.layout).toMatchObject({ layoutID: "home", layoutViewType: "home", isDefault: true });
    expect(boot.layout.layout[0].$reactComponent).toBe("SectionFullWidth");
    expectMatchesSchema(layoutNodeSchema, boot.layout.titleBar);
    expect(response.body).not.toContain("$hydrate");
  });

  it("titles a category page after the category and inlines its discussion list layout", async () => {
    const response = await app.inject({ url: "/categories/general/p2" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>General - Plaza Demo Community</title>");
    expect(bootOf(response.body).layout.layoutViewType).toBe("discussionList");
  });

  it("answers 404 HTML for a category that does not exist, without a layout", async () => {
    const response = await app.inject({ url: "/categories/999999" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    const boot = bootOf(response.body);
    expect(boot.status).toBe(404);
    expect(boot.layout).toBeUndefined();
  });

  it("answers 404 HTML for a category the viewer cannot see, like one that does not exist", async () => {
    const response = await app.inject({ url: "/categories/staff-room" });
    expect(response.statusCode).toBe(404);
    expect(bootOf(response.body).status).toBe(404);
    expect(bootOf(response.body).layout).toBeUndefined();
  });

  it("inlines no layout on pages that are not layout-driven", async () => {
    const response = await app.inject({ url: "/entry/signin" });
    expect(bootOf(response.body).layout).toBeUndefined();
  });
});

describe("unknown API paths and errors", () => {
  it("answers 404 JSON for an unknown /api/v2 path, any method", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await app.inject({ method, url: "/api/v2/nothing/here", headers: writeHeaders });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    }
  });

  it("never sends a stack trace outside debug mode", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: "{broken",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().trace).toBeUndefined();
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses every write of a banned member with 403, but lets them sign out", async () => {
    const banned = await signInAs(app, "banned");
    const write = await app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: banned },
      payload: { debug: true },
    });
    expect(write.statusCode).toBe(403);
    const out = await app.inject({
      method: "DELETE",
      url: "/api/v2/session",
      headers: { ...writeHeaders, cookie: banned },
    });
    expect(out.statusCode).toBe(204);
  });

  it("GET /api/v2/locales lists English", async () => {
    const response = await app.inject({ url: "/api/v2/locales" });
    expect(response.json()).toContainEqual(expect.objectContaining({ localeKey: "en" }));
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createRequire } from "node:module";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { GUEST_CACHE_CONTROL } from "../../http/caching";
import { loadViewer } from "../../auth/viewer";
import { loadCategoryScope } from "../../services/categories/categories";
import { escapeXml } from "../../services/body/escape-html";
import { ROBOTS_DISALLOWED, sitemapEntries } from "./seo";

// jsdom ships no types; its XML parser is all these tests need.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

const SPECIAL_TITLE = `Fish & Chips <b>"quoted"</b> 'n' stuff`;

let app: FastifyInstance;
let staffDiscussionID: number;
let specialDiscussionID: number;

async function createDiscussion(cookie: string, name: string, categoryID: number): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...writeHeaders, cookie },
    payload: { name, body: "Body text.", format: "markdown", categoryID },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ discussionID: number }>().discussionID;
}

beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  const moderator = await signInAs(app, "moderator");
  const member = await signInAs(app, "member");
  staffDiscussionID = await createDiscussion(
    moderator,
    "Staff only plans",
    await categoryIDOf(app, "staff-room"),
  );
  specialDiscussionID = await createDiscussion(member, SPECIAL_TITLE, await categoryIDOf(app, "general"));
});
afterAll(() => app.close());

/** The `<loc>` values of a sitemap, read with an XML parser (which fails on bad escaping). */
function locsOf(xml: string): string[] {
  const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return [...doc.getElementsByTagName("loc")].map((el) => el.textContent ?? "");
}

describe("GET /robots.txt", () => {
  it("allows public pages, disallows forms, the API and member areas, and names the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt", headers: { host: "forum.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/entry/", "/api/", "/post/", "/log/", "/messages/"]) {
      expect(ROBOTS_DISALLOWED).toContain(path);
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: http://forum.example/sitemap.xml");
    expect(response.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^W\/"/);
  });

  it("disallows the dashboard (its home too) and the theme revisions pages under /appearance/", async () => {
    const response = await app.inject({ url: "/robots.txt", headers: { host: "forum.example" } });
    const disallowed = response.body
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    // robots.txt rules are path prefixes: each admin address must start with one of them.
    for (const address of ["/dashboard", "/dashboard/settings", "/appearance/style-guides/3/revisions"])
      expect(
        disallowed.some((prefix) => address.startsWith(prefix)),
        address,
      ).toBe(true);
    expect(disallowed.some((prefix) => "/discussions".startsWith(prefix))).toBe(false);
  });

  it("takes the sitemap's origin from PLAZA_PUBLIC_URL when it is set", async () => {
    const withPublicUrl = await buildTestApp({ seed: "demo", publicUrl: "https://plaza.example/" });
    try {
      const response = await withPublicUrl.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
      expect(response.body).toContain("Sitemap: https://plaza.example/sitemap.xml");
      expect(response.body).not.toContain("evil.example");
    } finally {
      await withPublicUrl.close();
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the list pages, guest-visible categories and discussions as absolute, escaped URLs", async () => {
    const response = await app.inject({ url: "/sitemap.xml", headers: { host: "forum.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = locsOf(response.body);
    expect(locs.slice(0, 3)).toEqual([
      "http://forum.example/",
      "http://forum.example/discussions",
      "http://forum.example/categories",
    ]);
    const generalID = await categoryIDOf(app, "general");
    expect(locs).toContain(`http://forum.example/categories/${generalID}`);
    // The title's XML characters never reach the document raw: the slug drops them.
    expect(locs).toContain(
      `http://forum.example/discussion/${specialDiscussionID}/fish-chips-b-quoted-b-n-stuff`,
    );
    expect(response.body).not.toContain("<b>");
    expect(response.body).not.toContain("Fish &");
  });

  it("leaves out hidden categories and their discussions", async () => {
    const locs = locsOf((await app.inject({ url: "/sitemap.xml" })).body);
    const guestScope = await loadCategoryScope(app.db, await loadViewer(app.db, 0));
    expect(guestScope.hidden.length).toBeGreaterThan(0);
    for (const hidden of guestScope.hidden) {
      expect(locs.some((loc) => loc.endsWith(`/categories/${hidden.categoryID}`))).toBe(false);
    }
    expect(locs.some((loc) => loc.includes(`/discussion/${staffDiscussionID}/`))).toBe(false);
    const hiddenIDs = guestScope.hidden.map((row) => row.categoryID);
    const hiddenDiscussions = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "in", hiddenIDs)
      .execute();
    expect(hiddenDiscussions.length).toBeGreaterThan(0);
    for (const { discussionID } of hiddenDiscussions) {
      expect(locs.some((loc) => loc.includes(`/discussion/${discussionID}/`))).toBe(false);
    }
  });

  it("gives each discussion its last activity as lastmod, most recent first", async () => {
    const xml = (await app.inject({ url: "/sitemap.xml" })).body;
    const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    const discussions = [...doc.getElementsByTagName("url")]
      .map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      }))
      .filter((entry) => entry.loc.includes("/discussion/"));
    expect(discussions.length).toBeGreaterThan(10);
    for (const entry of discussions) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const dates = discussions.map((entry) => entry.lastmod);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The discussion just created is the most recently active one.
    expect(discussions[0]?.loc).toContain(`/discussion/${specialDiscussionID}/`);
  });

  it("reads discussions in keyset pages: every one once, whatever the page size, up to the cap", async () => {
    const whole = await sitemapEntries(app.db, "https://x.example");
    const paged = await sitemapEntries(app.db, "https://x.example", { pageSize: 7 });
    expect(paged).toEqual(whole);
    expect(new Set(whole).size).toBe(whole.length);
    const capped = await sitemapEntries(app.db, "https://x.example", { pageSize: 7, maxUrls: 20 });
    expect(capped).toEqual(whole.slice(0, 20));
  });

  it("answers 304 to a guest revalidating with its ETag", async () => {
    const first = await app.inject({ url: "/sitemap.xml" });
    const again = await app.inject({
      url: "/sitemap.xml",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&#38;b&#60;c&#62;d&#34;e&#39;f");
  });
});

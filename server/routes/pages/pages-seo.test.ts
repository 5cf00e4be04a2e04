// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let member = "";
let moderator = "";
let generalID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
  moderator = await signInAs(app, "moderator");
  generalID = await categoryIDOf(app, "general");
});
afterAll(() => app.close());

const headOf = (html: string) => {
  const end = html.indexOf("</head>");
  if (end === -1) throw new Error("no head");
  return html.slice(0, end);
};

/** Every `<meta>` of the head as its attributes, decoded. */
function metaOf(html: string): Array<Record<string, string>> {
  return [...headOf(html).matchAll(/<meta\b([^>]*)>/g)].map((match) => attributesOf(match[1] ?? ""));
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([a-z:-]+)="([^"]*)"/g)) {
    attributes[match[1] ?? ""] = decode(match[2] ?? "");
  }
  return attributes;
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&");
}

function metaContent(html: string, key: string): string | undefined {
  return metaOf(html).find((entry) => entry.name === key || entry.property === key)?.content;
}

function canonicalOf(html: string): string | undefined {
  const match = /<link\b([^>]*rel="canonical"[^>]*)>/.exec(headOf(html));
  return match ? attributesOf(match[1] ?? "").href : undefined;
}

function jsonLdOf(html: string): { nonce: string; data: Record<string, unknown> } {
  const match = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(headOf(html));
  if (!match?.[1] || !match[2]) throw new Error("no JSON-LD");
  return { nonce: match[1], data: JSON.parse(match[2]) as Record<string, unknown> };
}

const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

async function createDiscussion(name: string, body: string): Promise<{ discussionID: number; url: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...writeHeaders, cookie: member },
    payload: { name, body: rich2(body), categoryID: generalID },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("the head of layout pages: description, Open Graph, canonical", () => {
  it("home page: description, og tags (type website) and the canonical link", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const boot = /id="plaza-boot">([^<]*)</.exec(html)?.[1] ?? "{}";
    const seo = (JSON.parse(boot) as { layout: { seo: { description: string; url: string } } }).layout.seo;
    expect(seo.url).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(metaContent(html, "og:site_name")).toBe("Plaza Demo Community");
    expect(metaContent(html, "og:title")).toBe("Plaza Demo Community");
    expect(metaContent(html, "og:url")).toBe(seo.url);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(canonicalOf(html)).toBe(seo.url);
    if (seo.description) {
      expect(metaContent(html, "description")).toBe(seo.description);
      expect(metaContent(html, "og:description")).toBe(seo.description);
    }
    expect(metaContent(html, "robots")).toBeUndefined();
    expect(html).not.toContain("application/ld+json");
  });

  it("a category page: its description and its own canonical URL, page included", async () => {
    const response = await app.inject({ url: "/categories/general/p2" });
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toMatch(/\/categories\/general\/p2$/);
    expect(metaContent(response.body, "og:title")).toBe("General - Plaza Demo Community");
    expect(metaContent(response.body, "og:type")).toBe("website");
  });

  it("titles a tag-filtered list for its tag and the bookmarks for what they are, the list heading likewise", async () => {
    const tag = await app.db
      .selectFrom("tags")
      .select(["tagID", "name"])
      .orderBy("tagID")
      .executeTakeFirstOrThrow();
    const tagged = await app.inject({ url: `/discussions?tagID=${tag.tagID}` });
    expect(tagged.statusCode).toBe(200);
    expect(metaContent(tagged.body, "og:title")).toBe(`Tagged: ${tag.name} - Plaza Demo Community`);
    const boot = /id="plaza-boot">([^<]*)</.exec(tagged.body)?.[1] ?? "{}";
    const layout = JSON.stringify((JSON.parse(boot) as { layout: { layout: unknown } }).layout.layout);
    expect(layout).toContain(`"tagNames":[${JSON.stringify(tag.name)}]`);
    const bookmarks = await app.inject({ url: "/discussions/bookmarked", headers: { cookie: member } });
    expect(metaContent(bookmarks.body, "og:title")).toBe("Bookmarks - Plaza Demo Community");
    // An unknown tag says nothing about a tag.
    const unknown = await app.inject({ url: "/discussions?tagID=999999" });
    expect(metaContent(unknown.body, "og:title")).toBe("Recent Discussions - Plaza Demo Community");
  });

  it("the site description reaches the head, escaped", async () => {
    const admin = await signInAs(app, "admin");
    const patch = (description: string) =>
      app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...writeHeaders, cookie: admin },
        payload: { "ui.description": description },
      });
    const before = await app.inject({ url: "/api/v2/config?select=ui.description" });
    const hostile = `"><script>alert(1)</script>'$&$'`;
    expect((await patch(hostile)).statusCode).toBeLessThan(300);
    try {
      const response = await app.inject({ url: "/discussions" });
      expect(metaContent(response.body, "description")).toBe(hostile);
      expect(metaContent(response.body, "og:description")).toBe(hostile);
      expect(response.body).not.toContain("<script>alert(1)");
    } finally {
      const old = (before.json() as Record<string, unknown>)["ui.description"];
      await patch(typeof old === "string" ? old : "");
    }
  });
});

describe("post pages: og:type article and the discussion's JSON-LD", () => {
  it("describes the discussion as a DiscussionForumPosting with its author, counts and comments", async () => {
    const body = "A long opening. ".repeat(60) + "</script><b>not markup</b>";
    const { discussionID } = await createDiscussion("Structured data for crawlers", "First draft.");
    const comment = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: moderator },
      payload: { discussionID, body: "First **reply** & more", format: "markdown" },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const like = await app.inject({
      method: "POST",
      url: `/api/v2/discussions/${discussionID}/reactions`,
      headers: { ...writeHeaders, cookie: moderator },
      payload: { reactionType: "Like" },
    });
    expect(like.statusCode, like.body).toBe(200);
    const edit = await app.inject({
      method: "PATCH",
      url: `/api/v2/discussions/${discussionID}`,
      headers: { ...writeHeaders, cookie: member },
      payload: { body: rich2(body), format: "rich2" },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const response = await app.inject({ url: `/discussion/${discussionID}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:title")).toBe("Structured data for crawlers - Plaza Demo Community");
    expect(canonicalOf(html)).toMatch(new RegExp(`/discussion/${discussionID}$`));
    const description = metaContent(html, "description") ?? "";
    expect(description.startsWith("A long opening. A long opening.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(201);
    expect(metaContent(html, "og:description")).toBe(description);

    const policy = String(response.headers["content-security-policy"]);
    const { nonce, data } = jsonLdOf(html);
    expect(policy).toContain(`'nonce-${nonce}'`);
    // Script-safe: the body's "</script>" arrives escaped and parses back.
    expect(html).not.toContain("</script><b>");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: "Structured data for crawlers",
      author: { "@type": "Person", name: "member", url: expect.stringMatching(/^https?:\/\/.+\/profile\//) },
    });
    expect(data.url).toBe(canonicalOf(html));
    const text = String(data.text);
    expect(text.startsWith("A long opening.")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(501);
    expect(text).not.toMatch(/<p>|<b>/);
    expect(typeof data.datePublished).toBe("string");
    expect(typeof data.dateModified).toBe("string");
    expect(data.interactionStatistic).toEqual([
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/UserComments",
        userInteractionCount: 1,
      },
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/LikeAction",
        userInteractionCount: 1,
      },
    ]);
    expect(data.comment).toEqual([
      {
        "@type": "Comment",
        text: "First reply & more",
        datePublished: expect.any(String),
        url: expect.stringMatching(/\/discussion\/comment\/\d+#Comment_\d+$/),
        author: { "@type": "Person", name: "moderator", url: expect.stringMatching(/\/profile\//) },
      },
    ]);
  });

  it("leaves dateModified out of a discussion never edited", async () => {
    const { discussionID } = await createDiscussion("Fresh and unedited", "Just posted.");
    const { data } = jsonLdOf((await app.inject({ url: `/discussion/${discussionID}` })).body);
    expect(data.dateModified).toBeUndefined();
    expect(data.text).toBe("Just posted.");
    expect(data.comment).toBeUndefined();
  });

  it("escapes hostile titles everywhere in the head (payloads from DOMPurify's test fixtures)", async () => {
    const titles = [
      `<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>`,
      `<![><img src="]><img src=x onerror=alert(39)//">`,
      `<img src=x id/=' onerror=alert(1)//'>`,
      `"></title><script>alert(2)</script> $' $& $\``,
    ];
    for (const title of titles) {
      const { discussionID } = await createDiscussion(title, "Hostile title, quiet body.");
      const response = await app.inject({ url: `/discussion/${discussionID}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const head = headOf(html);
      expect(head, title).not.toMatch(/<img|<noscript|<script>alert|<\/title><script/i);
      expect(metaContent(html, "og:title"), title).toBe(`${title} - Plaza Demo Community`);
      expect(jsonLdOf(html).data.headline, title).toBe(title);
      expect(html.match(/<title>/g), title).toHaveLength(1);
      // The boot payload is intact after it (no "$'" or "$&" read as a replacement pattern).
      const boot = /id="plaza-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      expect(() => JSON.parse(boot) as unknown, title).not.toThrow();
    }
  });
});

describe("noindex", () => {
  it("marks 404 pages noindex and gives them no canonical", async () => {
    for (const url of ["/no/such/page", "/categories/999999", "/discussion/99999999"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(metaContent(response.body, "robots"), url).toBe("noindex");
      expect(canonicalOf(response.body), url).toBeUndefined();
    }
  });

  it("marks the guest's forbidden bookmarks page noindex, and a member's bookmarks too", async () => {
    const guest = await app.inject({ url: "/discussions/bookmarked" });
    expect(guest.statusCode).toBe(403);
    expect(metaContent(guest.body, "robots")).toBe("noindex");
    const own = await app.inject({ url: "/discussions/bookmarked", headers: { cookie: member } });
    expect(own.statusCode).toBe(200);
    expect(metaContent(own.body, "robots")).toBe("noindex");
  });

  it("marks search results and the drafts page noindex", async () => {
    for (const url of ["/search?query=welcome", "/drafts"]) {
      const response = await app.inject({ url, headers: { cookie: member } });
      expect(response.statusCode, url).toBe(200);
      expect(metaContent(response.body, "robots"), url).toBe("noindex");
    }
  });

  it("marks entry pages noindex and leaves ordinary pages indexable", async () => {
    for (const url of ["/entry/signin", "/entry/register", "/entry/signout"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(metaContent(response.body, "robots"), url).toBe("noindex");
    }
    for (const url of ["/", "/discussions", "/categories"]) {
      expect(metaContent((await app.inject({ url })).body, "robots"), url).toBeUndefined();
    }
  });
});

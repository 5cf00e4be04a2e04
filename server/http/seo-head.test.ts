// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { BootPayload } from "../../schemas/boot.schema";
import { FALLBACK_TEMPLATE, renderPage, serializeForScript } from "./html";
import { escapeAttribute, headTags, isNoindexPath, pageHeadFor } from "./seo-head";

const seo = {
  title: "T",
  description: "Site",
  meta: [
    { property: "og:title", content: "T" },
    { name: "description", content: "Site" },
    { "bad name": "x", content: "dropped attribute" } as Record<string, string>,
    { property: "og:image", "on load": "x", content: "/logo.png" } as Record<string, string>,
  ],
  links: [{ rel: "canonical", href: "https://forum.test/" }],
  url: "https://forum.test/",
};

describe("headTags", () => {
  it("escapes every value and drops attribute names that are not plain", () => {
    const html = headTags(
      { seo: { ...seo, description: `"><script>x</script>'\`` }, noindex: true },
      "n0nce",
      serializeForScript,
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`content="${escapeAttribute(`"><script>x</script>'\``)}"`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("bad name");
    expect(html).not.toContain("dropped attribute");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:image" content="/logo.png" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
  });

  it("serialises JSON-LD script-safe with the nonce", () => {
    const html = headTags({ structuredData: { headline: "</script><!--" } }, "abc", serializeForScript);
    expect(html).toBe(
      '<script type="application/ld+json" nonce="abc">{"headline":"\\u003c/script\\u003e\\u003c!--"}</script>',
    );
  });
});

describe("renderPage", () => {
  const boot = { status: 200 } as unknown as BootPayload;

  it("puts the head tags before </head> and reads no $ pattern in user text", () => {
    const html = renderPage(FALLBACK_TEMPLATE, {
      nonce: "n",
      title: "a $' b $& c",
      boot,
      head: { seo: { ...seo, description: "$`$'" } },
    });
    expect(html).toContain("<title>a $&#39; b $&#38; c</title>");
    expect(html).toContain('content="$&#96;$&#39;"');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf("</head>"));
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});

describe("pageHeadFor", () => {
  it("gives error statuses and private pages noindex, and no SEO to an error page", () => {
    expect(pageHeadFor({ pathname: "/x", status: 404, origin: "https://f.test" })).toEqual({ noindex: true });
    expect(isNoindexPath("/entry/signin")).toBe(true);
    expect(isNoindexPath("/discussions/bookmarked")).toBe(true);
    expect(isNoindexPath("/drafts")).toBe(true);
    expect(isNoindexPath("/discussions")).toBe(false);
  });

  it("gives the dashboard, its sections and the theme revisions pages noindex", () => {
    expect(isNoindexPath("/dashboard")).toBe(true);
    expect(isNoindexPath("/dashboard/settings")).toBe(true);
    expect(isNoindexPath("/appearance/style-guides/3/revisions")).toBe(true);
    expect(isNoindexPath("/dashboards-are-not-a-page")).toBe(false);
  });
});

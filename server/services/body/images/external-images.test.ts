// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { domWindow } from "../dom-window";
import { renderBody } from "../render-body";
import { renderSignature } from "../render-signature";

// Images in posts load only from the site and the hosts of `content.imageHosts` (README: images in
// posts). The CSP enforces that on pages; the rendered HTML must hold it too, since it also reaches
// readers without the policy (mail, feeds, a proxy that drops headers).

const IMAGE_HOSTS = ["images.example.com", "*.cdn.example.net"];
const options = { imageHosts: IMAGE_HOSTS };
const SITE = "https://plaza.invalid/";

const rich2 = (doc: unknown) => renderBody(JSON.stringify(doc), "rich2", options);
const empty = [{ text: "" }];

/** Image vectors, each with the format it is written in. */
const hostile: [string, string, string][] = [
  ["absolute http", "html", '<img src="http://evil.example/x.png">'],
  ["absolute https", "html", '<img src="https://evil.example/x.png" alt="chart">'],
  ["upper case", "html", '<img src="HTTPS://EVIL.EXAMPLE/x.png">'],
  ["protocol-relative", "html", '<img src="//evil.example/x">'],
  ["slash backslash", "html", '<img src="/\\evil.example/x.png">'],
  ["two backslashes", "html", '<img src="\\\\evil.example/x.png">'],
  ["scheme then backslashes", "html", '<img src="https:\\\\evil.example/x.png">'],
  ["tab between slashes", "html", '<img src="/\t/evil.example/x.png">'],
  ["newline between slashes", "html", '<img src="/\n/evil.example/x.png">'],
  ["entity-encoded slash", "html", '<img src="/&#92;evil.example/x.png">'],
  ["allowed host as user name", "html", '<img src="https://images.example.com@evil.example/x.png">'],
  ["allowed host as a prefix", "html", '<img src="https://images.example.com.evil.example/x.png">'],
  ["allowed host over http", "html", '<img src="http://images.example.com/x.png">'],
  ["allowed host on another port", "html", '<img src="https://images.example.com:8443/x.png">'],
  ["bare parent of a wildcard", "html", '<img src="https://cdn.example.net/x.png">'],
  ["srcset", "html", '<img srcset="http://evil.example/x.png 1x, http://evil.example/y.png 2x">'],
  [
    "picture source",
    "html",
    '<picture><source srcset="http://evil.example/x.webp"><img src="http://evil.example/y.png"></picture>',
  ],
  [
    "video poster",
    "html",
    '<video poster="http://evil.example/p.png" src="http://evil.example/v.mp4"></video>',
  ],
  ["table background", "html", '<table background="http://evil.example/b.png"><tr><td>x</td></tr></table>'],
  ["style url", "html", '<div style="background:url(http://evil.example/s.png)">x</div>'],
  ["input image", "html", '<input type="image" src="http://evil.example/i.png">'],
  ["svg image", "html", '<svg><image href="http://evil.example/i.png"></image></svg>'],
  ["object", "html", '<object data="http://evil.example/o.png"></object>'],
  ["stylesheet", "html", '<link rel="stylesheet" href="http://evil.example/s.css">'],
  ["markdown image", "markdown", "![x](http://evil.example/x.png)"],
  ["markdown backslash image", "markdown", "![x](/\\evil.example/x.png)"],
  ["markdown reference image", "markdown", "![x][r]\n\n[r]: //evil.example/r.png"],
  ["linked image", "markdown", "[![x](https://evil.example/x.png)](https://evil.example/)"],
  ["raw html in markdown", "markdown", 'a <img src="http://evil.example/x.png"> b'],
  [
    "rich2 image",
    "rich2",
    JSON.stringify([{ type: "image", url: "http://evil.example/x.png", alt: "x", children: empty }]),
  ],
  [
    "rich2 backslash image",
    "rich2",
    JSON.stringify([{ type: "image", url: "/\\evil.example/x.png", alt: "", children: empty }]),
  ],
  [
    "rich2 quote of an html body",
    "rich2",
    JSON.stringify([
      {
        type: "quote",
        recordType: "comment",
        recordID: 1,
        url: "/discussion/comment/1",
        authorName: "ann",
        body: '<img src="http://evil.example/q.png">',
        format: "html",
        children: empty,
      },
    ]),
  ],
];

/** Attributes that make a browser fetch an image (or anything else) when the markup is shown. */
const loadingAttributes = ["src", "srcset", "poster", "background", "data", "href", "xlink:href"];

/** Every address the markup would make a reader's browser fetch, read from a real DOM. */
function fetchedUrls(html: string): string[] {
  const template = domWindow().document.createElement("template");
  template.innerHTML = html;
  const urls: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll("*"))) {
    // A link is fetched only when followed, unless it is a stylesheet, icon or preload.
    const isLink = element.localName === "a";
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === "style")
        urls.push(...Array.from(value.matchAll(/url\(\s*['"]?([^'")]+)/gi), (m) => m[1] ?? ""));
      if (!loadingAttributes.includes(name) || (isLink && name === "href")) continue;
      if (name === "srcset") urls.push(...value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""));
      else urls.push(value);
    }
  }
  return urls.filter(Boolean);
}

/** True when a browser on the site would fetch `url` from a host neither the site nor allowed. */
function leavesSite(url: string): boolean {
  let parsed: URL;
  try {
    // WHATWG URL, as browsers parse: backslashes, tabs and newlines are read as they do.
    parsed = new URL(url, SITE);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(SITE).origin) return false;
  const host = parsed.host;
  const allowed =
    parsed.protocol === "https:" &&
    (host === "images.example.com" || (host.endsWith(".cdn.example.net") && !host.includes(":")));
  return !allowed;
}

const externalOf = (html: string) => fetchedUrls(html).filter(leavesSite);

describe("external images in rendered bodies", () => {
  it("keeps no image of another host than the site and content.imageHosts", () => {
    const survivors = hostile.flatMap(([name, format, body]) =>
      externalOf(renderBody(body, format, options)).map((url) => `${name}: ${url}`),
    );
    expect(survivors).toEqual([]);
  });

  it("keeps no external image in a signature", () => {
    const html = renderSignature("me ![x](http://evil.example/x.png) ![y](/\\evil.example/y.png)", options);
    expect(externalOf(html)).toEqual([]);
  });

  it("keeps images of the site and of the configured hosts", () => {
    const html = renderBody(
      [
        "![upload](/uploads/abc.png)",
        "![cdn](https://a.cdn.example.net/b.png)",
        "![allowed](https://images.example.com/a.png)",
        "![Upper](HTTPS://Images.Example.com/c.png)",
      ].join(" "),
      "markdown",
      options,
    );
    const template = domWindow().document.createElement("template");
    template.innerHTML = html;
    expect(Array.from(template.content.querySelectorAll("img"), (img) => img.getAttribute("src"))).toEqual([
      "/uploads/abc.png",
      "https://a.cdn.example.net/b.png",
      "https://images.example.com/a.png",
      "HTTPS://Images.Example.com/c.png",
    ]);
    expect(rich2([{ type: "image", url: "/uploads/x.png", alt: "x", children: empty }])).toContain(
      '<img src="/uploads/x.png"',
    );
  });

  it("keeps only site images when no host is configured", () => {
    const html = renderBody("![a](/uploads/a.png) ![b](https://images.example.com/b.png)", "markdown");
    expect(fetchedUrls(html)).toEqual(["/uploads/a.png"]);
  });

  it("shows a dropped image as a link to it, named by its alt text", () => {
    const html = renderBody(
      '<p><img src="https://evil.example/chart.png" alt="The chart"></p>',
      "html",
      options,
    );
    expect(html).toBe(
      '<p><a href="https://evil.example/chart.png" rel="nofollow ugc noopener noreferrer">The chart</a></p>',
    );
  });

  it("inside a link, shows a dropped image as its alt text only (no link in a link)", () => {
    const html = renderBody("[![x](https://evil.example/x.png)](https://evil.example/)", "markdown", options);
    expect(html).toBe(
      '<p><a href="https://evil.example/" rel="nofollow ugc noopener noreferrer">x</a></p>\n',
    );
  });

  it("reads a backslash in a link as the browser does, so /\\host is an external link", () => {
    const html = renderBody('<a href="/\\evil.example/x">x</a>', "html", options);
    expect(html).toBe('<a href="//evil.example/x" rel="nofollow ugc noopener noreferrer">x</a>');
  });

  it("loads nothing from another host for any payload of the XSS corpus", () => {
    const payloads = JSON.parse(
      readFileSync(
        new URL("../../../../tests/fixtures/xss/dompurify-payloads.json", import.meta.url),
        "utf8",
      ),
    ) as { title: string; payload: string }[];
    const survivors = payloads.flatMap(({ title, payload }) =>
      ["html", "markdown"].flatMap((format) =>
        externalOf(renderBody(payload, format, options)).map((url) => `${format} ${title}: ${url}`),
      ),
    );
    expect(survivors).toEqual([]);
  }, 60_000);
});

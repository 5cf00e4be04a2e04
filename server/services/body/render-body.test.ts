// @vitest-environment node
import { describe, expect, it } from "vitest";
import { domWindow } from "./dom-window";
import { renderBody } from "./render-body";

const parse = (html: string) => {
  const template = domWindow().document.createElement("template");
  template.innerHTML = html;
  return template.content;
};
const links = (html: string) =>
  Array.from(parse(html).querySelectorAll("a")).map((a) => ({
    href: a.getAttribute("href"),
    rel: a.getAttribute("rel"),
    text: a.textContent,
  }));

describe("renderBody with markdown", () => {
  it("renders emphasis, lists, code and quotes", () => {
    const html = renderBody(
      "**bold** _em_ ~~gone~~\n\n- one\n- two\n\n```\n<b>x</b>\n```\n\n> quoted",
      "markdown",
    );
    const doc = parse(html);
    expect(doc.querySelector("strong")?.textContent).toBe("bold");
    expect(doc.querySelector("em")?.textContent).toBe("em");
    expect(doc.querySelector("s")?.textContent).toBe("gone");
    expect(Array.from(doc.querySelectorAll("ul > li")).map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(doc.querySelector("pre > code")?.textContent).toBe("<b>x</b>\n");
    expect(doc.querySelector("blockquote")?.textContent?.trim()).toBe("quoted");
  });

  it("keeps safe links with rel for external ones and drops unsafe links, keeping their text", () => {
    const html = renderBody(
      '[site](https://example.com) [home](/categories) <a href="javascript:alert(1)">bad</a> <a href="ftp://x">ftp</a>',
      "markdown",
    );
    expect(links(html)).toEqual([
      { href: "https://example.com", rel: "nofollow ugc noopener noreferrer", text: "site" },
      { href: "/categories", rel: null, text: "home" },
    ]);
    expect(parse(html).textContent).toContain("bad");
    expect(html).not.toContain("target");
  });

  it("allows raw HTML but sanitises it", () => {
    const html = renderBody(
      '<div style="color:red" onclick="x()">hi</div><script>alert(1)</script>',
      "markdown",
    );
    expect(html).toBe("<div>hi</div>");
  });

  it("renders images with a safe src and drops the others", () => {
    const html = renderBody(
      "![cat](https://images.example.com/cat.png) ![bad](data:image/png;base64,AAAA)",
      "markdown",
      { imageHosts: ["images.example.com"] },
    );
    const images = Array.from(parse(html).querySelectorAll("img"));
    expect(images.map((img) => [img.getAttribute("src"), img.getAttribute("alt")])).toEqual([
      ["https://images.example.com/cat.png", "cat"],
    ]);
  });

  it("links @mentions but not inside code, links or e-mail addresses", () => {
    const html = renderBody('Hi @alice and @"Bob Smith", `@code` mail a@b.com', "markdown");
    const mentions = Array.from(parse(html).querySelectorAll("a.atMention"));
    expect(
      mentions.map((a) => [a.getAttribute("data-username"), a.getAttribute("href"), a.textContent]),
    ).toEqual([
      ["alice", "/profile/alice", "@alice"],
      ["Bob Smith", "/profile/Bob%20Smith", "@Bob Smith"],
    ]);
  });
});

describe("renderBody with text", () => {
  it("escapes markup and keeps line breaks and paragraphs", () => {
    const html = renderBody("a <b>b</b> & c\nnext line\n\nsecond", "text");
    expect(html).toBe("<p>a &lt;b&gt;b&lt;/b&gt; &amp; c<br>next line</p><p>second</p>");
  });

  it("links bare http(s) URLs without trailing punctuation", () => {
    const html = renderBody(
      "See https://example.com/a_(b). Or http://x.org/?q=1, not javascript:alert(1)",
      "text",
    );
    expect(links(html).map((link) => link.href)).toEqual(["https://example.com/a_(b)", "http://x.org/?q=1"]);
  });

  it("links @mentions", () => {
    expect(links(renderBody("thanks @carol.", "text"))).toEqual([
      { href: "/profile/carol", rel: null, text: "@carol" },
    ]);
  });
});

describe("renderBody with html", () => {
  it("keeps the allow-list and drops styles, handlers, unknown classes and embeds", () => {
    const html = renderBody(
      '<h3 class="x blockquote" style="color:red">T</h3><iframe src="https://x"></iframe><table><tr><td colspan="2" onmouseover="x">c</td></tr></table><form><input></form>',
      "html",
    );
    expect(html).toBe(
      '<h3 class="blockquote">T</h3><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    );
  });

  it("drops unsafe hrefs (unwrapping the link) and images with unsafe sources", () => {
    const html = renderBody(
      '<a href="vbscript:x">v</a><a href=" mailto:a@b.c">m</a><a href="#top">t</a><img src="x.png"><img src="/a.png" width="10" height="wide">',
      "html",
    );
    expect(html).toBe(
      'v<a href="mailto:a@b.c">m</a><a href="#top">t</a><img src="/a.png" width="10" loading="lazy">',
    );
  });
});

describe("renderBody formats", () => {
  it("accepts legacy format names case-insensitively", () => {
    expect(renderBody("**b**", "Markdown")).toBe(renderBody("**b**", "markdown"));
    expect(renderBody("<b>b</b>", "Html")).toBe("<b>b</b>");
    expect(renderBody("<b>b</b>", "Text")).toBe("<p>&lt;b&gt;b&lt;/b&gt;</p>");
  });

  it("escapes a body of an unknown format as text", () => {
    expect(renderBody("<b>b</b>", "quill")).toBe("<p>&lt;b&gt;b&lt;/b&gt;</p>");
  });

  it("answers the same HTML for the same body again (cached)", () => {
    const body = "**cached** @dave";
    expect(renderBody(body, "markdown")).toBe(renderBody(body, "markdown"));
  });
});

describe("renderBody tables (a cell's column header for narrow screens, shell spec: table mobile breakpoint 600)", () => {
  const cellsOf = (html: string) => {
    const root = domWindow().document.createElement("div");
    root.innerHTML = html;
    return Array.from(root.querySelectorAll("td")).map((cell) => [
      cell.getAttribute("data-label"),
      cell.textContent,
    ]);
  };

  it("labels each Markdown table cell with its column header", () => {
    const html = renderBody("| Plan | Price |\n| --- | --- |\n| Free | 0 € |\n| Pro | 9 € |", "markdown");
    expect(cellsOf(html)).toEqual([
      ["Plan", "Free"],
      ["Price", "0 €"],
      ["Plan", "Pro"],
      ["Price", "9 €"],
    ]);
  });

  it("follows column spans, keeps the header text as text, and leaves a table without headers alone", () => {
    const html = renderBody(
      '<table><tr><th colspan="2">Who &lt;b&gt;</th><th>When</th></tr><tr><td>Ann</td><td>Bo</td><td>Today</td></tr></table>' +
        "<table><tr><td>a</td><td>b</td></tr></table>",
      "html",
    );
    expect(cellsOf(html)).toEqual([
      ["Who <b>", "Ann"],
      ["Who <b>", "Bo"],
      ["When", "Today"],
      [null, "a"],
      [null, "b"],
    ]);
    expect(html).not.toContain("<b>");
  });
});

describe("renderBody: the formats of bodies moved in from other forums", () => {
  it("renders BBCode: markup, links, quotes, lists and code, with the text's own tags shown as written", () => {
    const html = renderBody(
      "[b]bold[/b] [url=https://example.com/a]link[/url]\n[quote]said[/quote][list][*]one[*]two[/list][code]a <b> c[/code] <em>raw</em>",
      "BBCode",
    );
    expect(html).toContain('<a href="https://example.com/a"');
    expect(html).toContain('<blockquote class="blockquote">');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<pre>a &lt;b&gt; c</pre>");
    expect(html).toContain("&lt;em&gt;raw&lt;/em&gt;");
    expect(html).toContain("<br>");
    expect(html).toContain("<strong>bold</strong>");
    expect(renderBody("[i]it[/i] [u]un[/u] [s]st[/s] [color=red]red[/color]", "bbcode")).toBe(
      "<em>it</em> <u>un</u> <s>st</s> red",
    );
  });

  it("a BBCode quote names the quoted member as Plaza's quotes do (phpBB, vBulletin and plain forms)", () => {
    const header = (name: string, path: string) =>
      `<blockquote class="blockquote"><div class="blockquote-header"><a class="blockquote-author" href="/profile/${path}">${name}</a></div>`;
    expect(renderBody("[quote=Alice]hi[/quote]", "bbcode")).toBe(
      `${header("Alice", "Alice")}<div class="blockquote-content">hi</div></blockquote>`,
    );
    expect(renderBody('[quote="Bob Smith" post_id=12 time=1 user_id=3]yo[/quote]', "bbcode")).toContain(
      header("Bob Smith", "Bob%20Smith"),
    );
    expect(renderBody("[quote=Carol;1234]v[/quote]", "bbcode")).toContain(header("Carol", "Carol"));
    expect(renderBody("[quote]plain[/quote]", "bbcode")).toBe(
      '<blockquote class="blockquote"><div class="blockquote-content">plain</div></blockquote>',
    );
    const hostile = renderBody('[quote="x\\" onmouseover=alert(1)"]z[/quote][quote=<img src=x onerror=alert(2)>]a[/quote]', "bbcode");
    // Shown as text, in no element's attributes.
    expect(hostile).not.toMatch(/<img|<[^>]*\son\w+=/i);
    expect(hostile).toContain(">&lt;img src=x onerror=alert(2)&gt;</a>");
  });

  it("keeps BBCode's hostile links and markup out", () => {
    const html = renderBody(
      '[url=javascript:alert(1)]x[/url][img]javascript:alert(2)[/img][url="x" onmouseover="alert(3)"]y[/url]<script>alert(4)</script>',
      "bbcode",
    );
    expect(html).not.toMatch(/javascript:|onmouseover|<script/i);
  });

  it("renders Wysiwyg as HTML and TextEx as text", () => {
    expect(renderBody("<p><strong>w</strong></p><img src=x onerror=alert(1)>", "Wysiwyg")).toContain(
      "<strong>w</strong>",
    );
    expect(renderBody("<p><strong>w</strong></p><img src=x onerror=alert(1)>", "Wysiwyg")).not.toContain(
      "onerror",
    );
    expect(renderBody("<b>t</b>", "TextEx")).toBe("<p>&lt;b&gt;t&lt;/b&gt;</p>");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderBody } from "../render-body";

const empty = [{ text: "" }];
const rich2 = (...blocks: unknown[]) => renderBody(JSON.stringify(blocks), "rich2");
const p = (...children: unknown[]) => ({ type: "p", children });
const quote = (body: string, format: string, extra: object = {}) => ({
  type: "quote",
  recordType: "comment",
  recordID: 7,
  url: "/discussion/comment/7",
  authorName: "Ann Lee",
  body,
  format,
  children: empty,
  ...extra,
});

describe("renderBody with rich2", () => {
  it("renders blocks and marks, escaping all text", () => {
    const html = rich2(
      { type: "h2", children: [{ text: "Title" }] },
      p(
        { text: "<b>", bold: true },
        { text: "i", italic: true, code: true },
        { text: "s", strikethrough: true },
      ),
      { type: "blockquote", children: [p({ text: "q" })] },
      { type: "code_block", children: [{ text: "a < b\nline 2" }] },
    );
    expect(html).toBe(
      "<h2>Title</h2><p><strong>&lt;b&gt;</strong><em><code>i</code></em><s>s</s></p>" +
        '<blockquote><p>q</p></blockquote><pre class="code-block"><code>a &lt; b\nline 2</code></pre>',
    );
  });

  it("renders nested lists", () => {
    const li = (text: string, nested?: unknown) => ({
      type: "li",
      children: [{ type: "lic", children: [{ text }] }, ...(nested ? [nested] : [])],
    });
    const html = rich2({ type: "ul", children: [li("a", { type: "ol", children: [li("b")] }), li("c")] });
    expect(html).toBe("<ul><li>a<ol><li>b</li></ol></li><li>c</li></ul>");
  });

  it("keeps safe links, adds rel to external ones and drops unsafe ones keeping the text", () => {
    const link = (url: string, text: string) => ({ type: "a", url, children: [{ text }] });
    const html = rich2(
      p(link("https://e.com", "ext"), link("/d/1", "in"), link("javascript:alert(1)", "bad")),
    );
    expect(html).toBe(
      '<p><a href="https://e.com" rel="nofollow ugc noopener noreferrer">ext</a><a href="/d/1">in</a>bad</p>',
    );
  });

  it("renders mentions as profile links", () => {
    const html = rich2(p({ type: "mention", name: "Jo & Co", children: empty }));
    expect(html).toBe(
      '<p><a class="atMention" data-username="Jo &amp; Co" href="/profile/Jo%20%26%20Co">@Jo &amp; Co</a></p>',
    );
  });

  it("renders images with a safe url and drops the others", () => {
    const image = (url: string) => ({
      type: "image",
      url,
      alt: 'a "cat"',
      width: 640,
      height: 480,
      children: empty,
    });
    expect(rich2(image("/uploads/cat.png"), image("data:image/png;base64,AA"))).toBe(
      '<div class="embed-image"><img src="/uploads/cat.png" alt="a &quot;cat&quot;" width="640" height="480" loading="lazy"></div>',
    );
  });

  it("renders files as download links with a human size", () => {
    expect(
      rich2({ type: "file", url: "/uploads/a.zip", name: "a.zip", size: 1572864, children: empty }),
    ).toBe(
      '<div class="attachment"><a href="/uploads/a.zip"><span class="attachment-name">a.zip</span></a> <span class="attachment-size">(1.5 MB)</span></div>',
    );
  });

  it("renders a quote with its author, a link to the post and the quoted body in its own format", () => {
    const html = rich2(quote("**hi** @zed", "markdown"));
    expect(html).toContain(
      '<blockquote class="blockquote"><div class="blockquote-header"><a class="blockquote-author" href="/profile/Ann%20Lee">Ann Lee</a> <a class="blockquote-link" href="/discussion/comment/7">View post</a></div>',
    );
    expect(html).toContain(
      '<strong>hi</strong> <a class="atMention" data-username="zed" href="/profile/zed">@zed</a>',
    );
  });

  it("drops the post link of a quote with an unsafe url", () => {
    expect(rich2(quote("x", "text", { url: "javascript:alert(1)" }))).not.toContain("blockquote-link");
  });

  it("renders quotes two levels deep and a deeper quote as a link only", () => {
    const level3 = JSON.stringify([quote("deepest", "text", { authorName: "C" })]);
    const level2 = JSON.stringify([quote(level3, "rich2", { authorName: "B" })]);
    const html = rich2(quote(level2, "rich2", { authorName: "A" }));
    expect(html.match(/<blockquote class="blockquote">/g)).toHaveLength(2);
    expect(html).toContain('<p><a href="/discussion/comment/7">Quote from C</a></p>');
    expect(html).not.toContain("deepest");
  });

  it("shows a stored document that is not valid as its text", () => {
    expect(rich2({ type: "video", children: [{ text: "<i>x</i>" }] })).toBe("<p>&lt;i&gt;x&lt;/i&gt;</p>");
    expect(renderBody("not json <b>", "rich2")).toBe("<p>not json &lt;b&gt;</p>");
  });

  it("renders the empty document as an empty paragraph", () => {
    expect(rich2(p({ text: "" }))).toBe("<p></p>");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validateBody } from "./render-body";

const empty = [{ text: "" }];
const check = (doc: unknown) => validateBody(typeof doc === "string" ? doc : JSON.stringify(doc), "rich2");
const messages = (doc: unknown) => check(doc).map((error) => error.message);

describe("validateBody", () => {
  it("accepts every format, legacy spellings included, and any body of the non-rich2 formats", () => {
    for (const format of ["markdown", "Markdown", "text", "Text", "html", "Html"]) {
      expect(validateBody("<b>anything", format)).toEqual([]);
    }
  });

  it("refuses an unknown format with a field error on format", () => {
    expect(validateBody("x", "bbcode")).toEqual([
      { field: "format", code: "invalid", message: "Unknown format bbcode." },
    ]);
  });

  it("accepts the empty document (a single empty paragraph, content spec §3) in any case of Rich2", () => {
    expect(validateBody(JSON.stringify([{ type: "p", children: empty }]), "Rich2")).toEqual([]);
  });

  it("accepts a document using the whole vocabulary", () => {
    const doc = [
      { type: "h3", children: [{ text: "h", bold: true }] },
      {
        type: "p",
        children: [
          { text: "a" },
          { type: "a", url: "javascript:x", children: [{ text: "unsafe links are dropped, not refused" }] },
          { type: "mention", name: "Ann", userID: 2, children: empty },
        ],
      },
      { type: "blockquote", children: [{ type: "p", children: empty }] },
      { type: "code_block", children: [{ text: "x\ny" }] },
      {
        type: "ol",
        children: [
          {
            type: "li",
            children: [
              { type: "lic", children: empty },
              { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: empty }] }] },
            ],
          },
        ],
      },
      { type: "image", url: "/i.png", width: 10, height: 10, children: empty },
      { type: "file", url: "/f", name: "f", size: 3, mimeType: "text/plain", children: empty },
      {
        type: "quote",
        recordType: "discussion",
        recordID: 1,
        url: "/d/1",
        authorName: "B",
        body: "x",
        format: "text",
        children: empty,
      },
    ];
    expect(check(doc)).toEqual([]);
  });

  it("refuses what is not a JSON array of blocks, with the field and a hint", () => {
    expect(check("not json")).toEqual([
      {
        field: "body",
        code: "invalid",
        message: "The body is not a valid rich2 document. At document: the body is not JSON.",
      },
    ]);
    expect(messages({ type: "p" })[0]).toMatch(
      /^The body is not a valid rich2 document\. At document: .*array/,
    );
    expect(messages([])).toHaveLength(1);
    expect(validateBody("{}", "rich2", "draft.body")[0]?.field).toBe("draft.body");
  });

  it("refuses unknown element types with their path", () => {
    expect(
      messages([
        { type: "p", children: empty },
        { type: "video", children: empty },
      ])[0],
    ).toContain('At [1]: element type "video" is not allowed here');
    expect(messages([{ type: "p", children: [{ type: "h2", children: empty }] }])[0]).toContain(
      "At [0].children[0]:",
    );
  });

  it("refuses missing or empty children and malformed leaves", () => {
    expect(messages([{ type: "p" }])[0]).toContain('needs a non-empty "children" array');
    expect(messages([{ type: "p", children: [] }])[0]).toContain('needs a non-empty "children" array');
    expect(messages([{ type: "p", children: [{ text: 3 }] }])[0]).toContain("[0].children[0]: a text leaf");
    expect(messages([{ type: "p", children: [{ text: "x", bold: "yes" }] }])[0]).toContain('mark "bold"');
  });

  it("refuses list items and void elements of the wrong shape", () => {
    expect(
      messages([{ type: "ul", children: [{ type: "li", children: [{ type: "p", children: empty }] }] }]),
    ).toHaveLength(1);
    expect(messages([{ type: "ul", children: [{ type: "p", children: empty }] }])).toHaveLength(1);
    expect(messages([{ type: "image", children: empty }])[0]).toContain('needs "url"');
    expect(
      messages([
        {
          type: "quote",
          recordType: "user",
          recordID: 1,
          url: "/",
          authorName: "a",
          body: "",
          format: "text",
          children: empty,
        },
      ])[0],
    ).toContain("recordType");
    expect(
      messages([{ type: "p", children: [{ type: "mention", name: "", children: empty }] }])[0],
    ).toContain("non-empty");
  });

  it("refuses documents nested too deeply instead of overflowing", () => {
    let list: unknown = {
      type: "ul",
      children: [{ type: "li", children: [{ type: "lic", children: empty }] }],
    };
    for (let i = 0; i < 100; i++) {
      list = { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: empty }, list] }] };
    }
    expect(messages([list])[0]).toContain("nesting deeper");
  });
});

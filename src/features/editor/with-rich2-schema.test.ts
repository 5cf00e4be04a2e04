import { Editor, type Descendant } from "slate";
import { describe, expect, it } from "vitest";
import { createRichEditor } from "./create-rich-editor";

function normalized(children: unknown[]): Descendant[] {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor.children;
}
const p = (text: string) => ({ type: "p", children: [{ text }] });
const lic = (text: string) => ({ type: "lic", children: [{ text }] });

describe("withRich2Schema (schemas/entities/rich2.ts)", () => {
  it("marks links and mentions inline, and images, files, quotes and mentions void", () => {
    const editor = createRichEditor();
    expect(editor.isInline({ type: "a", url: "/", children: [{ text: "x" }] })).toBe(true);
    expect(editor.isInline({ type: "mention", name: "a", children: [{ text: "" }] })).toBe(true);
    expect(editor.isVoid({ type: "mention", name: "a", children: [{ text: "" }] })).toBe(true);
    expect(editor.isVoid({ type: "image", url: "/i.png", children: [{ text: "" }] })).toBe(true);
    expect(editor.isVoid({ type: "file", url: "/f", name: "f", children: [{ text: "" }] })).toBe(true);
    expect(editor.isInline({ type: "p", children: [{ text: "" }] })).toBe(false);
  });

  it("gives an emptied document its single empty paragraph (content spec §3)", () => {
    expect(normalized([])).toEqual([p("")]);
  });

  it("wraps top-level text in a paragraph and top-level list lines in a list", () => {
    expect(normalized([{ text: "loose" }])).toEqual([p("loose")]);
    expect(normalized([{ type: "li", children: [lic("one")] }])).toEqual([
      { type: "ul", children: [{ type: "li", children: [lic("one")] }] },
    ]);
  });

  it("keeps only paragraphs in a blockquote", () => {
    const result = normalized([
      {
        type: "blockquote",
        children: [
          { type: "h2", children: [{ text: "a" }] },
          { type: "ul", children: [{ type: "li", children: [lic("b")] }] },
        ],
      },
    ]);
    expect(result).toEqual([{ type: "blockquote", children: [p("a"), p("b")] }]);
  });

  it("makes an li one lic followed by at most one nested list", () => {
    const result = normalized([
      {
        type: "ul",
        children: [
          {
            type: "li",
            children: [
              { type: "p", children: [{ text: "one" }] },
              { type: "ol", children: [{ type: "li", children: [lic("a")] }] },
              { type: "ol", children: [{ type: "li", children: [lic("b")] }] },
              lic("two"),
            ],
          },
        ],
      },
    ]);
    expect(result).toEqual([
      {
        type: "ul",
        children: [
          {
            type: "li",
            children: [
              lic("one"),
              {
                type: "ol",
                children: [
                  { type: "li", children: [lic("a")] },
                  { type: "li", children: [lic("b")] },
                ],
              },
            ],
          },
          { type: "li", children: [lic("two")] },
        ],
      },
    ]);
  });

  it("gives an li that starts with a nested list an empty first line", () => {
    const result = normalized([
      {
        type: "ul",
        children: [
          { type: "li", children: [{ type: "ul", children: [{ type: "li", children: [lic("x")] }] }] },
        ],
      },
    ]);
    expect(result).toEqual([
      {
        type: "ul",
        children: [
          {
            type: "li",
            children: [lic(""), { type: "ul", children: [{ type: "li", children: [lic("x")] }] }],
          },
        ],
      },
    ]);
  });

  it("moves an image out of a paragraph or quote to the top level", () => {
    const image = { type: "image", url: "/a.png", alt: "a", children: [{ text: "" }] };
    const result = normalized([{ type: "blockquote", children: [p("x"), image] }]);
    expect(result).toEqual([{ type: "blockquote", children: [p("x")] }, image]);
  });

  it("keeps only text in a code block, and no link inside a link", () => {
    expect(
      normalized([
        {
          type: "code_block",
          children: [{ text: "a " }, { type: "a", url: "/x", children: [{ text: "b" }] }, { text: " c" }],
        },
      ]),
    ).toEqual([{ type: "code_block", children: [{ text: "a b c" }] }]);
  });
});

// Post body generators: rich2 documents, XSS corpus and every body format.
import fc from "fast-check";
import { RawJson, toJsonText } from "./core";
import {
  DEEP,
  hostileJsonValue,
  hostileNumberText,
  hostileShortString,
  hostileString,
  xssStrings,
} from "./strings";

// ---------------------------------------------------------------------------------------------
// Post bodies in every format
// ---------------------------------------------------------------------------------------------

export const hostileUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\u0000script:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/",
    "/\\evil.example",
    "http://",
    "https://[::1]/",
    "mailto:a@b.c",
    "tel:+1",
    "#",
    "/uploads/2024/01/x.png",
    "http://localhost/%00",
    `https://example.com/${"a".repeat(10_000)}`,
  ),
  hostileShortString,
);

const rich2Text = fc.record(
  {
    text: fc.oneof(fc.string({ maxLength: 20 }), hostileShortString),
    bold: fc.boolean(),
    italic: fc.boolean(),
    strikethrough: fc.boolean(),
    code: fc.boolean(),
  },
  { requiredKeys: ["text"] },
);

const rich2Inline = fc.oneof(
  { arbitrary: rich2Text, weight: 4 },
  {
    arbitrary: fc.record({
      type: fc.constant("a"),
      url: hostileUrl,
      children: fc.array(rich2Text, { maxLength: 2 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record(
      {
        type: fc.constant("mention"),
        name: fc.oneof(fc.constantFrom("member", "admin", "moderator", "nobody"), hostileShortString),
        userID: fc.oneof(
          fc.integer({ min: -1, max: 20 }),
          hostileNumberText.map((t) => new RawJson(t)),
        ),
        children: fc.tuple(rich2Text),
      },
      { requiredKeys: ["type", "name", "children"] },
    ),
    weight: 1,
  },
);

/** A rich2 document: every block and inline the vocabulary has, hostile text and links, unknown types. */
export const rich2Document: fc.Arbitrary<unknown[]> = fc.letrec((tie) => ({
  block: fc.oneof(
    // At the deepest level only the first (a paragraph, no children) is picked: recursion ends.
    { maxDepth: 5, depthIdentifier: "rich2", withCrossShrink: true },
    {
      arbitrary: fc.record({
        type: fc.constantFrom("p", "h2", "h3", "h4"),
        children: fc.array(rich2Inline, { maxLength: 4 }),
      }),
      weight: 5,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("blockquote"),
        children: fc.array(tie("block"), { maxLength: 2 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("code_block"),
        children: fc.array(rich2Text, { maxLength: 3 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        type: fc.constantFrom("ul", "ol"),
        children: fc.array(
          fc.record({
            type: fc.constant("li"),
            children: fc.array(
              fc.oneof(
                fc.record({ type: fc.constant("lic"), children: fc.array(rich2Inline, { maxLength: 3 }) }),
                tie("block"),
              ),
              {
                maxLength: 2,
              },
            ),
          }),
          { maxLength: 3 },
        ),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("image"),
        url: hostileUrl,
        alt: hostileShortString,
        width: fc.oneof(
          fc.integer(),
          hostileNumberText.map((t) => new RawJson(t)),
        ),
        height: fc.integer(),
        children: fc.constant([{ text: "" }]),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("file"),
        url: hostileUrl,
        name: hostileShortString,
        size: fc.integer(),
        mimeType: fc.oneof(fc.constant("text/html"), hostileShortString),
        children: fc.constant([{ text: "" }]),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("quote"),
        recordType: fc.constantFrom("discussion", "comment", "user", ""),
        recordID: fc.integer({ min: -1, max: 100 }),
        url: hostileUrl,
        authorName: hostileShortString,
        body: fc.oneof(
          tie("document").map((doc) => JSON.stringify(doc)),
          hostileShortString,
        ),
        format: fc.constantFrom("rich2", "markdown", "text", "html", "wysiwyg", ""),
        children: fc.constant([{ text: "" }]),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ type: hostileShortString, children: fc.array(rich2Inline, { maxLength: 2 }) }),
      weight: 1,
    },
    { arbitrary: hostileJsonValue, weight: 1 },
  ),
  document: fc.array(tie("block"), { minLength: 0, maxLength: 4 }),
})).document as fc.Arbitrary<unknown[]>;

/** A rich2 body nested `depth` deep (blockquotes or lists in lists): the renderer's recursion. */
function deepRich2(depth: number, kind: "blockquote" | "list"): string {
  const open =
    kind === "blockquote"
      ? '{"type":"blockquote","children":['
      : '{"type":"ul","children":[{"type":"li","children":[';
  const close = kind === "blockquote" ? "]}" : "]}]}";
  const leaf = '{"type":"p","children":[{"text":"deep"}]}';
  return `[${open.repeat(depth)}${leaf}${close.repeat(depth)}]`;
}

/** A `{body, format}` pair: well-formed and hostile bodies in every format, and deep nesting. */
export const postBody: fc.Arbitrary<{ body: string; format: string }> = fc.oneof(
  { arbitrary: rich2Document.map((doc) => ({ body: toJsonText(doc), format: "rich2" })), weight: 5 },
  { arbitrary: fc.constantFrom(...xssStrings).map((body) => ({ body, format: "html" })), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...xssStrings), hostileShortString, fc.string({ maxLength: 40 }))
      .map(([a, b, c]) => ({
        body: `# ${c}\n\n${a}\n\n> ${b}\n\n[x](${b}) ![i](javascript:x) @member`,
        format: "markdown",
      })),
    weight: 2,
  },
  { arbitrary: hostileString.map((body) => ({ body, format: "text" })), weight: 2 },
  {
    arbitrary: fc
      .tuple(hostileShortString, fc.constantFrom("rich2", "markdown", "html", "text"))
      .map(([body, format]) => ({ body, format })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), hostileShortString)
      .map(([body, format]) => ({ body, format })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(10, 100, 1_000, DEEP),
        fc.constantFrom("blockquote", "list") as fc.Arbitrary<"blockquote" | "list">,
      )
      .map(([depth, kind]) => ({ body: deepRich2(depth, kind), format: "rich2" })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom(100, 1_000, DEEP)
      .map((depth) => ({ body: `${"> ".repeat(depth)}deep`, format: "markdown" })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom(100, 1_000, DEEP)
      .map((depth) => ({ body: `${"<div>".repeat(depth)}deep`, format: "html" })),
    weight: 1,
  },
);

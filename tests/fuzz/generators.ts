import fc from "fast-check";
import qs from "qs";
import xssPayloads from "../fixtures/xss/dompurify-payloads.json";
import { discussionExpands } from "../../schemas/entities/discussion.schema";
import { widgetCatalog } from "../../schemas/widgets/index";
import { PNG_3X2 } from "../helpers/multipart";
import { arbitraryFromSchema, type JsonSchema, type PropertyHint } from "./schema-arbitrary";

// The generators of the API fuzzing suite (tests/fuzz/api.test.ts, bench/fuzz.ts): for every route,
// requests built from the route's own schema (valid-ish) and hostile mutations of them.

/** Who sends a request: the seeded demo users, or nobody. */
export const actors = ["guest", "member", "moderator", "admin"] as const;
export type Actor = (typeof actors)[number];

/** One route as Fastify registered it, with the schema of each request part. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

/** One generated request, ready for `app.inject` (the actor's cookie is added when it is sent). */
export interface FuzzRequest {
  /** `METHOD /route/:pattern` of the route it was made for. */
  route: string;
  /** Which generator made it (valid, body-field, query-trick, …). */
  variant: string;
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Ids of existing records, refreshed while the run goes on so requests reach real rows. */
export type IdPools = Record<string, (number | string)[]>;

/** JSON text placed verbatim into a body (values JSON.stringify cannot write: -0, 1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value whose leaves may be {@link RawJson}; own `__proto__` keys are written too. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** An object with one more own key, `__proto__` included (an object literal would set the prototype). */
function withKey(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> =
    base !== null && typeof base === "object" && !Array.isArray(base) ? { ...base } : {};
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

const DEEP = 10_000;
const xssStrings = (xssPayloads as { payload: string }[]).map((p) => p.payload);

/** Characters and snippets that break careless code: NUL, lone surrogates, bidi, zero-width, … */
const hostileSnippets = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDC00x",
  "x\uDBFF",
  "\u202Eevil\u202C.png",
  "\u2066\u2067\u2068\u2069\u200E\u200F",
  "\u200B\u200C\u200D\u2060\uFEFF",
  "👩‍👩‍👧‍👦🏳️‍🌈🇺🇳",
  "مرحبا بالعالم",
  "שלום עולם",
  "Z\u0364\u036E\u0308\u0308\u0345a\u0338l\u0336g\u0335o\u0337",
  "\r\n\r\nHTTP/1.1 200 OK\r\n",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "../../../etc/passwd",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "${7*7}{{7*7}}<%= 7*7 %>",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "\\",
  "\t\v\f\b",
  "\u2028\u2029",
  "\uFFFF\uFFFE",
  "\u{10FFFF}",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e308",
  "0x10",
  "[object Object]",
  "ＡＤＭＩＮ",
  "аdmin",
  "admin\u200B",
  "@admin @member @@ @",
  "$me",
  "*",
  "%*_",
] as const;

/** A lone UTF-16 surrogate, alone or inside text. */
const loneSurrogate = fc
  .tuple(fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 5 }))
  .map(([code, text]) => `${text}${String.fromCharCode(code)}${text}`);

/** Sizes above every limit the API has (and the 1 MB body limit). */
const hugeSize = fc.constantFrom(101, 256, 1_001, 10_001, 100_001, 200_001, 1_100_000);

/** A short hostile string: snippets, corpus payloads, lone surrogates, raw code points. */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileSnippets), weight: 4 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...hostileSnippets), { minLength: 2, maxLength: 6 })
      .map((a) => a.join("")),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...xssStrings), weight: 2 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 1 },
);

/** A hostile string, sometimes huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileShortString, weight: 5 },
  {
    arbitrary: fc.tuple(hostileShortString, hugeSize).map(([piece, size]) => repeatTo(piece || "a", size)),
    weight: 1,
  },
);

function repeatTo(piece: string, size: number): string {
  return piece.repeat(Math.ceil(size / Math.max(1, piece.length))).slice(0, size);
}

/** Numbers written as JSON text: the ones JSON.stringify cannot write, and edges of every integer type. */
const hostileNumberText = fc.constantFrom(
  "-0",
  "1e308",
  "-1e308",
  "1e309",
  "1E400",
  "-1e-400",
  "5e-324",
  "0.1",
  "1.5",
  "1.0",
  "-1",
  "0",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "18446744073709551616",
  "123456789012345678901234567890123456789",
  `1${"0".repeat(400)}`,
);

/** Values of the wrong type, odd numbers, hostile strings and deep or wide structures, as JSON. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, 0, "", [], {}, [[]], [null], { a: {} }), weight: 3 },
  { arbitrary: hostileNumberText.map((text) => new RawJson(text)), weight: 3 },
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.array(hostileShortString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      new RawJson("[".repeat(DEEP) + "]".repeat(DEEP)),
      new RawJson('{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP)),
      new RawJson(`[${"1,".repeat(100_000)}1]`),
      new RawJson(`{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`),
      new RawJson('{"__proto__":{"isAdmin":true,"polluted":1}}'),
      new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
      new RawJson('"\\ud800\\u0000\\u202e"'),
    ),
    weight: 2,
  },
);

/** Whole bodies that are not what a JSON route expects. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    '{"a":1,}',
    "{'a':1}",
    "NaN",
    "undefined",
    "\uFEFF{}",
    '{"a":1}{"b":2}',
    "\u0000",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    "null",
    "true",
    "0",
    "-0",
    "1e400",
    '"str"',
    "[]",
    "[{}]",
    '{"name":"a","name":"b"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    "[".repeat(DEEP) + "]".repeat(DEEP),
    '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP),
    `"${"a".repeat(1_100_000)}"`,
  ),
  hostileJsonValue.map(toJsonText),
);

// ---------------------------------------------------------------------------------------------
// Post bodies in every format
// ---------------------------------------------------------------------------------------------

const hostileUrl = fc.oneof(
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

// ---------------------------------------------------------------------------------------------
// Layout definitions
// ---------------------------------------------------------------------------------------------

// The RSS widget's hydrator fetches its feed over the network, so generated layouts leave it out:
// a fuzz run must not depend on (or wait for) the internet. Every other widget and section is used.
const fuzzedWidgets = widgetCatalog.filter((entry) => entry.hydrate !== "react.rss");

// Each widget's props arbitrary is built once (building one per generated node is slow).
const widgetProps = fuzzedWidgets.map((entry) => ({
  entry,
  props: arbitraryFromSchema(entry.schema as JsonSchema, { maxItems: 2, maxStringLength: 20 }),
}));
const leafWidgetProps = widgetProps.filter(({ entry }) => entry.kind !== "section");

function widgetNode(entry: (typeof fuzzedWidgets)[number], values: unknown, children: unknown[]) {
  return {
    ...(values !== null && typeof values === "object" ? values : {}),
    $hydrate: entry.hydrate,
    ...(entry.kind === "section" ? { children } : {}),
  };
}

/** A `$hydrate` definition node with props from the widget's schema, or a hostile node. */
export const layoutNode: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    // The first option has no children: it is the only one left at the deepest level.
    { maxDepth: 3, depthIdentifier: "layoutNode" },
    {
      arbitrary: fc.oneof(
        ...leafWidgetProps.map(({ entry, props }) => props.map((values) => widgetNode(entry, values, []))),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.oneof(
        ...widgetProps.map(({ entry, props }) =>
          fc
            .tuple(props, fc.array(tie("node"), { maxLength: 2 }))
            .map(([values, children]) => widgetNode(entry, values, children)),
        ),
      ),
      weight: 4,
    },
    {
      arbitrary: fc.record({
        $hydrate: fc.oneof(hostileShortString, fc.constantFrom(...fuzzedWidgets.map((e) => e.hydrate))),
        x: hostileJsonValue,
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        $reactComponent: hostileShortString,
        $reactProps: fc.jsonValue({ maxDepth: 2 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        $middleware: fc.jsonValue({ maxDepth: 2 }),
        $hydrate: fc.constant("react.html"),
        html: hostileString,
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(10, 1_000, DEEP)
        .map(
          (depth) =>
            new RawJson(
              `${'{"$hydrate":"react.section.1-column","children":['.repeat(depth)}{"$hydrate":"react.html","html":"x"}${"]}".repeat(depth)}`,
            ),
        ),
      weight: 1,
    },
  ),
})).node;

// ---------------------------------------------------------------------------------------------
// Valid-ish request parts from the route schemas
// ---------------------------------------------------------------------------------------------

/** Which id pool an integer property or `:id` parameter draws from. */
const poolOfProperty: Record<string, string> = {
  discussionID: "discussionID",
  commentID: "commentID",
  parentCommentID: "commentID",
  categoryID: "categoryID",
  parentCategoryID: "categoryID",
  userID: "userID",
  insertUserID: "userID",
  authorUserID: "userID",
  conversationID: "conversationID",
  notificationID: "notificationID",
  mediaID: "mediaID",
  foreignID: "discussionID",
  collectionID: "collectionID",
  layoutID: "layoutID",
  tagID: "tagID",
  recordID: "discussionID",
  fragmentUUID: "fragmentUUID",
  fragmentRevisionUUID: "fragmentRevisionUUID",
  rev: "fragmentRevisionUUID",
  roleID: "roleID",
  roleIDs: "roleID",
};

/** The pool of a route's `:id`, from the path segment before it. */
const poolOfSegment: Record<string, string> = {
  discussions: "discussionID",
  comments: "commentID",
  categories: "categoryID",
  users: "userID",
  conversations: "conversationID",
  notifications: "notificationID",
  media: "mediaID",
  collections: "collectionID",
  layouts: "layoutID",
  locales: "localeID",
};

/** A value from an id pool, read when the request is generated so new records are reached too. */
export function fromPool(pools: IdPools, name: string): fc.Arbitrary<number | string> {
  return fc.nat().map((i) => {
    const pool = pools[name] ?? [];
    return pool.length > 0 ? pool[i % pool.length]! : i + 1;
  });
}

const expandWords = [
  "all",
  "true",
  "-body",
  ...discussionExpands,
  "lastPost",
  "-insertUser",
  "users",
  "crawl",
];

/** Property hints: ids of existing records, post bodies, layout nodes, known names and expansions. */
export function propertyHint(pools: IdPools): PropertyHint {
  return (name, schema) => {
    const pool = poolOfProperty[name];
    const types = typeof schema.type === "string" ? [schema.type] : (schema.type ?? []);
    if (pool && (types.includes("integer") || types.includes("string") || schema.anyOf)) {
      return fc.oneof(
        { arbitrary: fromPool(pools, pool), weight: 4 },
        { arbitrary: arbitraryFromSchema(schema), weight: 1 },
      );
    }
    const itemPool = schema.items
      ? (poolOfProperty[name] ?? poolOfProperty[name.replace(/s$/, "")])
      : undefined;
    if (itemPool && types.includes("array")) {
      return fc.oneof(
        { arbitrary: fc.uniqueArray(fromPool(pools, itemPool), { maxLength: 4 }), weight: 3 },
        { arbitrary: arbitraryFromSchema(schema), weight: 1 },
      );
    }
    if (name.startsWith("date") && types.includes("string")) {
      // The date-range syntax of the discussion filters: a day, [start,end], >=start, <end, …
      const day = fc
        .date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
      return fc.oneof(
        day,
        fc.tuple(day, day).map(([a, b]) => `[${a},${b}]`),
        fc.tuple(fc.constantFrom(">=", "<=", ">", "<"), day).map(([op, d]) => `${op}${d}`),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "email" && types.includes("string"))
      return fc.oneof(fc.emailAddress(), arbitraryFromSchema(schema));
    if (name === "tagIDs") {
      return fc.oneof(
        fc.uniqueArray(fromPool(pools, "tagID"), { maxLength: 4 }),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "layout" && types.includes("array")) return fc.array(layoutNode, { maxLength: 3 });
    if (name === "titleBar") return layoutNode;
    if (name === "expand") {
      return fc.oneof(
        fc.subarray(expandWords, { maxLength: 4 }),
        fc.subarray(expandWords, { minLength: 1, maxLength: 4 }).map((words) => words.join(",")),
      );
    }
    if (name === "username" || (name === "name" && schema.maxLength === 40)) {
      return fc.oneof(
        fc.constantFrom("member", "moderator", "admin", "banned", "member@example.com"),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "password") return fc.oneof(fc.constant("plaza-demo"), arbitraryFromSchema(schema));
    if (name === "url" || name === "referrer" || name === "destinationUrl")
      return fc.oneof(fc.webUrl(), hostileUrl);
    return undefined;
  };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What a browser's same-origin fetch sends with a write (DECISIONS: CSRF). */
export const writeHeaders = { "x-requested-with": "XMLHttpRequest" };

/** Numbers written the ways a parser may take wrongly (huge, signed zero, hex, not numbers, fractions). */
const numberTricks = ["1e308", "-0", "0x10", "NaN", "Infinity", "-1", "0", "1.5"];

/** Path segments that are not ids: traversal, encoded slashes, odd numbers, huge and malformed ones. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "..%2f..%2f..%2fetc%2fpasswd",
    "..%2F",
    "%2e%2e%2f",
    "%2F",
    "%252F",
    "..",
    ".",
    "%00",
    "%",
    "%zz",
    "%C0%AE%C0%AE",
    "%ED%A0%80",
    "%F0%9F%98%80",
    "%E2%80%AE",
    "%E2%80%8B1",
    ...numberTricks,
    "1e3",
    "%201",
    "1%20",
    "+1",
    "01",
    "$me",
    "%24me",
    "1;drop",
    "1,2",
    "1%3F",
    "1%23",
    "__proto__",
    "constructor",
    "1".repeat(10_000),
    "9".repeat(400),
    "a".repeat(101),
    "%u0031",
    "١٢٣",
  ),
  hostileShortString.map((s) => encodeURIComponent(safeForEncoding(s))),
  fc.string({ unit: "binary-ascii", maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

/** encodeURIComponent throws on lone surrogates; those are sent as their raw UTF-8 escapes instead. */
function safeForEncoding(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Query strings `qs` or the handlers may trip over (depth, array and parameter limits, prototypes). */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "a[b][c][d][e][f][g][h]=1",
    Array.from({ length: 1_000 }, () => "a[]=1").join("&"),
    Array.from({ length: 2_000 }, (_, i) => `p${i}=1`).join("&"),
    "__proto__[x]=1",
    "__proto__[isAdmin]=true",
    "constructor[prototype][x]=1",
    "a[__proto__][b]=1",
    "a[constructor][prototype][b]=1",
    "a[99999999]=1",
    "a[-1]=1",
    "a=1&a=2&a=3",
    "=1",
    "&&&",
    "%",
    "%zz=1",
    "a=%",
    "a=%ED%A0%80",
    "a%00=1",
    `a=${"x".repeat(100_000)}`,
    `${"a".repeat(10_000)}=1`,
    "params[locale][__proto__]=x",
    "params[a][b][c][d][e][f]=1",
    "expand[]=all&expand[]=-body",
    "expand[a]=1",
    "expand=" + "all,".repeat(1_000),
  ),
  fc
    .tuple(hostileShortString, hostileShortString)
    .map(([k, v]) => `${encodeURIComponent(safeForEncoding(k))}=${encodeURIComponent(safeForEncoding(v))}`),
);

/** Query values for one known key: a hostile string, a number trick, or a structure where a scalar goes. */
function hostileQueryForKey(key: string): fc.Arbitrary<string> {
  const k = encodeURIComponent(key);
  return fc.oneof(
    hostileShortString.map((v) => `${k}=${encodeURIComponent(safeForEncoding(v))}`),
    fc.constantFrom(...numberTricks, "9".repeat(400), "", "true", "null").map((v) => `${k}=${v}`),
    fc.constantFrom(
      `${k}[]=1&${k}[]=2`,
      `${k}[a]=1`,
      `${k}[a][b][c][d][e][f]=1`,
      `${k}[__proto__]=1`,
      Array.from({ length: 1_000 }, () => `${k}[]=1`).join("&"),
      `${k}`,
      `${k}=`,
      `${k}=${"x".repeat(100_000)}`,
    ),
  );
}

/** Content types a JSON route does not expect (and JSON under odd names). */
export const hostileContentType: fc.Arbitrary<string> = fc.constantFrom(
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "application/json; charset=bogus",
  "APPLICATION/JSON",
  "application/json;;",
  "application/json; boundary=x",
  "*/*",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/html; charset=utf-8",
  "application/octet-stream",
  "; ; ;",
  "\u0000",
  `application/${"x".repeat(10_000)}`,
);

/** Headers beyond the usual: huge, malformed cookies, other origins, odd hosts. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { cookie: `plaza_session=${"a".repeat(100_000)}` },
    { cookie: "plaza_session=%zz" },
    { cookie: 'plaza_session="' },
    { cookie: "plaza_session=; plaza_session=x; plaza_session" },
    { cookie: Array.from({ length: 1_000 }, (_, i) => `c${i}=${i}`).join("; ") },
    { cookie: "__proto__=1; constructor=2" },
    { "user-agent": "x".repeat(64_000) },
    { "accept-language": Array.from({ length: 5_000 }, (_, i) => `x${i};q=0.${i % 10}`).join(",") },
    { "accept-language": "\u0000\uD800" },
    { origin: "null" },
    { origin: "http://evil.example" },
    { origin: "http://localhost:80" },
    { origin: ":::::" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-origin" },
    { "sec-fetch-site": "x".repeat(10_000) },
    { "x-requested-with": "x".repeat(100_000) },
    { host: "evil.example" },
    { host: "a b" },
    { host: "[::1]:80" },
    { host: "localhost:99999" },
    { host: "x".repeat(10_000) },
    { host: "%00" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
    { accept: "application/xml" },
    { accept: "text/html" },
    { "if-none-match": "*" },
    { range: "bytes=0-0,1-1,2-2" },
    { "x-huge": "x".repeat(1_000_000) },
  ),
  fc.dictionary(
    fc.constantFrom("cookie", "user-agent", "accept", "accept-language", "referer", "x-plaza", "host"),
    hostileShortString.map((s) =>
      s
        .replace(/[\r\n]/g, "")
        .split(String.fromCharCode(0))
        .join(""),
    ),
    { maxKeys: 3 },
  ),
);

/** A multipart body: well-formed with hostile names and files, or broken (no boundary, wrong, truncated). */
export const multipartBody: fc.Arbitrary<{ payload: Buffer; contentType: string; variant: string }> = (() => {
  const boundary = "----plaza-fuzz-boundary";
  const fileData = fc.constantFrom(
    PNG_3X2,
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    Buffer.concat([PNG_3X2.subarray(0, 16), Buffer.from([0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff])]),
    Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x02]),
    Buffer.from("GIF89a", "latin1"),
    Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1"),
    Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
    Buffer.from("<html><script>alert(1)</script></html>"),
    Buffer.alloc(0),
    Buffer.alloc(1_100_000, 1),
  );
  const fileName = fc.oneof(
    fc.constantFrom(
      "a.png",
      "A.PNG",
      "x.jpg",
      "x.gif",
      "x.svg",
      "x.html",
      "../../../etc/passwd.png",
      "..\\..\\x.png",
      "a.png\u0000.html",
      "exe\u202Egnp.png",
      ".png",
      "png",
      "",
      `${"a".repeat(10_000)}.png`,
      "a\r\nContent-Type: text/html.png",
      'a".png',
      "%2e%2e%2fa.png",
      "😀.png",
    ),
    hostileShortString.map((s) => `${s}.png`),
  );
  const fieldValue = fc.oneof(
    fc.constantFrom("discussion", "comment", "1", "-1", "1e308", "0x10", ""),
    hostileString,
  );
  const part = fc.oneof(
    fc.record({
      kind: fc.constant("file" as const),
      name: fc.oneof(fc.constant("file"), hostileShortString),
      fileName,
      data: fileData,
      type: fc.constantFrom("image/png", "text/html", "", "x/y"),
    }),
    fc.record({
      kind: fc.constant("field" as const),
      name: fc.constantFrom("foreignType", "foreignID", "file", "__proto__", ""),
      value: fieldValue,
    }),
  );
  const build = (
    parts: { kind: string; name: string; fileName?: string; data?: Buffer; type?: string; value?: string }[],
    b: string,
  ) => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const head =
        p.kind === "file"
          ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type}`
          : `Content-Disposition: form-data; name="${p.name}"`;
      chunks.push(
        Buffer.from(`--${b}\r\n${head}\r\n\r\n`),
        p.kind === "file" ? p.data! : Buffer.from(p.value ?? ""),
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${b}--\r\n`));
    return Buffer.concat(chunks);
  };
  const upload = fc.record({
    kind: fc.constant("file" as const),
    name: fc.constant("file"),
    fileName: fc.constantFrom("a.png", "photo.PNG", "x.jpg", "x.gif", "notes.txt", "x.svg", "x.html"),
    data: fc.constantFrom(PNG_3X2, PNG_3X2, Buffer.from("plain text")),
    type: fc.constantFrom("image/png", "application/octet-stream"),
  });
  const uploadFields = fc.array(
    fc.record({
      kind: fc.constant("field" as const),
      name: fc.constantFrom("foreignType", "foreignID"),
      value: fc.constantFrom("discussion", "comment", "1", "12"),
    }),
    { maxLength: 2 },
  );
  return fc.oneof(
    {
      arbitrary: fc.tuple(uploadFields, upload).map(([fields, file]) => ({
        payload: build([...fields, file], boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-upload",
      })),
      weight: 4,
    },
    fc.array(part, { minLength: 0, maxLength: 4 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
      variant: "multipart",
    })),
    fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: "multipart/form-data",
      variant: "multipart-no-boundary",
    })),
    fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: "multipart/form-data; boundary=not-the-one",
      variant: "multipart-wrong-boundary",
    })),
    fc
      .tuple(fc.array(part, { minLength: 1, maxLength: 3 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([parts, cut]) => {
        const full = build(parts, boundary);
        return {
          payload: full.subarray(0, Math.floor(full.length * cut)),
          contentType: `multipart/form-data; boundary=${boundary}`,
          variant: "multipart-truncated",
        };
      }),
    fc.constantFrom(
      {
        payload: build(
          Array.from({ length: 1_000 }, () => ({ kind: "field", name: "foreignType", value: "x" })),
          boundary,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-many-parts",
      },
      {
        payload: Buffer.from(`--${"b".repeat(200)}\r\n\r\n--${"b".repeat(200)}--`),
        contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
        variant: "multipart-long-boundary",
      },
      {
        payload: Buffer.from(`--${boundary}\r\nX-Nothing: 1\r\n\r\nabc\r\n--${boundary}--\r\n`),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-no-disposition",
      },
      {
        payload: Buffer.from(""),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-empty",
      },
    ),
  );
})();

/** Paths under a prefix that no route (or only a wildcard) matches. */
const hostilePath = fc.oneof(
  fc.array(hostileSegment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join("/")),
  fc.constantFrom(
    "",
    "/",
    "//",
    "a//b",
    "./a",
    "a/../../b",
    `${"a/".repeat(1_000)}`,
    "discussions/1/../../users/1",
    "%2e%2e/%2e%2e/",
  ),
);

function serializeQuery(value: unknown): string {
  if (value === null || typeof value !== "object") return "";
  return qs.stringify(value, { arrayFormat: "brackets", encodeValuesOnly: false });
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? "1")
    .replace(/\*$/, values["*"] ?? "");
}

/** Every request variant for one route, weighted; writes carry the CSRF header so they reach handlers. */
export function routeRequests(route: FuzzRoute, pools: IdPools): fc.Arbitrary<FuzzRequest> {
  const key = `${route.method} ${route.url}`;
  const hint = propertyHint(pools);
  const isWrite = writeMethods.has(route.method);
  const hasBody = route.method === "POST" || route.method === "PUT" || route.method === "PATCH";
  const names = paramNames(route.url);
  const isWildcard = route.url.endsWith("*");

  // Params: from the route's schema, with pooled ids for `:id` (by the segment before it).
  const paramArbs: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const segments = route.url.split("/");
    const before = segments[segments.indexOf(`:${name}`) - 1] ?? "";
    const schema = route.schema.params?.properties?.[name];
    const poolName = name === "id" ? poolOfSegment[before] : poolOfProperty[name];
    const fromSchema = schema ? arbitraryFromSchema(schema).map(String) : fc.string({ maxLength: 10 });
    const pooled = poolName ? fromPool(pools, poolName).map(String) : fromSchema;
    const extra = before === "users" ? fc.constant("$me") : pooled;
    paramArbs[name] = fc
      .oneof(
        { arbitrary: pooled, weight: 4 },
        { arbitrary: fromSchema, weight: 1 },
        { arbitrary: extra, weight: 1 },
      )
      .map((v) => encodeURIComponent(v));
  }
  const validParams = fc.record(paramArbs);
  const validQuery = route.schema.querystring
    ? arbitraryFromSchema(route.schema.querystring, { hint })
    : fc.constant({});
  const bodyArb: fc.Arbitrary<unknown> = route.schema.body
    ? fc
        .tuple(arbitraryFromSchema(route.schema.body, { hint }), fc.option(postBody, { freq: 2 }))
        .map(([body, post]) => {
          // Post bodies get a body that matches their format: that is what reaches the renderers.
          if (post && body !== null && typeof body === "object" && !Array.isArray(body) && "body" in body) {
            const props = route.schema.body?.properties ?? {};
            return { ...body, body: post.body, ...("format" in props ? { format: post.format } : {}) };
          }
          return body;
        })
    : fc.constant(undefined);
  const bodyKeys = Object.keys(route.schema.body?.properties ?? {});
  const queryKeys = Object.keys(route.schema.querystring?.properties ?? {});

  type Built = {
    variant: string;
    path: Record<string, string>;
    query: string;
    payload?: string | Buffer;
    headers: Record<string, string>;
  };
  const base = fc.record({ params: validParams, query: validQuery, body: bodyArb });
  const jsonHeaders = (payload: unknown): Record<string, string> =>
    payload === undefined ? {} : { "content-type": "application/json" };
  const baseBuilt = (b: { params: Record<string, string>; query: unknown; body: unknown }): Built => ({
    variant: "valid",
    path: b.params,
    query: serializeQuery(b.query),
    payload: b.body === undefined ? undefined : toJsonText(b.body),
    headers: jsonHeaders(b.body),
  });

  const variants: { arbitrary: fc.Arbitrary<Built>; weight: number }[] = [
    { arbitrary: base.map(baseBuilt), weight: 4 },
  ];
  if (hasBody && route.schema.body) {
    variants.push({
      arbitrary: fc
        .tuple(
          base,
          fc.oneof(
            fc.constantFrom(...(bodyKeys.length ? bodyKeys : ["x"])),
            fc.constantFrom("__proto__", "constructor", "unknownField", ""),
          ),
          hostileJsonValue,
        )
        .map(([b, field, value]) => ({
          ...baseBuilt(b),
          variant: "body-field",
          payload: toJsonText(withKey(b.body, field, value)),
        })),
      weight: 4,
    });
    variants.push({
      arbitrary: fc
        .tuple(base, fc.constantFrom(...(bodyKeys.length ? bodyKeys : ["x"])))
        .map(([b, field]) => {
          const body =
            b.body !== null && typeof b.body === "object" && !Array.isArray(b.body)
              ? { ...(b.body as object) }
              : {};
          delete (body as Record<string, unknown>)[field];
          return { ...baseBuilt(b), variant: "body-missing-field", payload: toJsonText(body) };
        }),
      weight: 1,
    });
  }
  if (hasBody || isWrite) {
    variants.push({
      arbitrary: fc.tuple(base, hostileBodyText).map(([b, text]) => ({
        ...baseBuilt(b),
        variant: "body-whole",
        payload: text,
        headers: { "content-type": "application/json" },
      })),
      weight: 2,
    });
    variants.push({
      arbitrary: fc.tuple(base, hostileContentType).map(([b, type]) => ({
        ...baseBuilt(b),
        variant: "content-type",
        payload: baseBuilt(b).payload ?? "{}",
        headers: { "content-type": type },
      })),
      weight: 1,
    });
    variants.push({
      arbitrary: fc.tuple(base, multipartBody).map(([b, m]) => ({
        ...baseBuilt(b),
        variant: m.variant,
        payload: m.payload,
        headers: { "content-type": m.contentType },
      })),
      weight: key === "POST /api/v2/media" ? 12 : 1,
    });
  }
  if (queryKeys.length > 0) {
    variants.push({
      arbitrary: fc
        .tuple(base, fc.constantFrom(...queryKeys).chain(hostileQueryForKey))
        .map(([b, q]) => ({ ...baseBuilt(b), variant: "query-field", query: q })),
      weight: 3,
    });
  }
  variants.push({
    arbitrary: fc.tuple(base, hostileQuery).map(([b, q]) => {
      const built = baseBuilt(b);
      return { ...built, variant: "query-trick", query: built.query ? `${built.query}&${q}` : q };
    }),
    weight: 2,
  });
  if (names.length > 0 && !isWildcard) {
    variants.push({
      arbitrary: fc.tuple(base, fc.constantFrom(...names), hostileSegment).map(([b, name, segment]) => ({
        ...baseBuilt(b),
        variant: "params",
        path: { ...b.params, [name]: segment },
      })),
      weight: 4,
    });
  }
  if (isWildcard) {
    variants.push({
      arbitrary: fc
        .tuple(base, hostilePath)
        .map(([b, p]) => ({ ...baseBuilt(b), variant: "path", path: { ...b.params, "*": p } })),
      weight: 8,
    });
  }
  variants.push({
    arbitrary: fc.tuple(base, hostileHeaders).map(([b, h]) => {
      const built = baseBuilt(b);
      return { ...built, variant: "headers", headers: { ...built.headers, ...h } };
    }),
    weight: 1,
  });

  return fc.tuple(fc.constantFrom(...actors), fc.oneof(...variants)).map(([actor, built]): FuzzRequest => {
    const path = fillPath(route.url, built.path);
    return {
      route: key,
      variant: built.variant,
      actor,
      method: route.method,
      url: built.query ? `${path}?${built.query}` : path,
      headers: { ...(isWrite ? writeHeaders : {}), ...built.headers },
      ...(built.payload !== undefined && route.method !== "GET" && route.method !== "HEAD"
        ? { payload: built.payload }
        : {}),
    };
  });
}

/** Requests for every route; HEAD routes (Fastify's automatic twins of GET) are fuzzed less. */
export function requestArbitrary(routes: readonly FuzzRoute[], pools: IdPools): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...routes.map((route) => ({
      arbitrary: routeRequests(route, pools),
      weight: route.method === "HEAD" ? 1 : route.url.endsWith("*") ? 4 : 3,
    })),
  );
}
